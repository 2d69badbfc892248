"""A stand-in for the ml_dtypes package, which Debian does not ship: the
bfloat16 dtype the open tile library's data generators use, and nothing
else (docs/offload.md). tools/st_survey.py --stand-ins builds the C part
and puts this package on PYTHONPATH; test/Offload/ml-dtypes-stand-in.test
checks it code point by code point against the format's definition."""

from ._bfloat16 import bfloat16  # noqa: F401
