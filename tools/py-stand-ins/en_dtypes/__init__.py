"""A stand-in for the en_dtypes package (Huawei's HiFloat8 for numpy),
which Debian does not ship: the hifloat8 dtype the open tile library's
tcvt data generator uses, and nothing else (docs/offload.md). It lives in
the C module _pto_minifloats (tools/py-stand-ins/minifloats.c) with the
ml_dtypes stand-in's types; test/Offload/minifloat-stand-ins.test checks
it code point by code point."""

from _pto_minifloats import hifloat8

__all__ = ["hifloat8"]
