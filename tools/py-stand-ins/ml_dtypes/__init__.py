"""A stand-in for the ml_dtypes package, which Debian does not ship: the
float dtypes the open tile library's data generators use (bfloat16,
float8_e4m3fn, float8_e5m2, float4_e2m1fn), and nothing else
(docs/offload.md). They live in the C module _pto_minifloats
(tools/py-stand-ins/minifloats.c, which says what of ml_dtypes'
behaviour it follows); tools/st_survey.py --stand-ins builds it and puts
this package on PYTHONPATH. test/Offload/ml-dtypes-stand-in.test and
minifloat-stand-ins.test check them code point by code point."""

from _pto_minifloats import (
    bfloat16, float4_e2m1fn, float8_e4m3fn, float8_e5m2)

__all__ = ["bfloat16", "float4_e2m1fn", "float8_e4m3fn", "float8_e5m2"]
