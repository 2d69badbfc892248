  .text
sprsts AR, [x18, x19]
wait_flag PIPE_V, PIPE_S, EVENT_ID0, PIPE_S
wait_flag PIPE_MTE2, PIPE_S, EVENT_ID0
wait_flag PIPE_MTE3, PIPE_S, EVENT_ID0
.fill 198201, 0
wait_intra_core x18, x19
