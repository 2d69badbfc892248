#!/usr/bin/env python3
"""Write a copy of an ELF64 little-endian object with chosen fields changed.

  elf_edit.py IN OUT EDIT...

EDIT is one of
  SECTION:FIELD=VALUE       a section header field of the section named
                            SECTION (.text, .rela.text, .symtab, ...):
                            type, flags, addr, offset, size, link, info,
                            addralign, entsize
  SECTION[K]:sym=VALUE      the symbol index of relocation entry K of the
                            SHT_RELA section SECTION
  SECTION[K]:shndx=VALUE    the section index of symbol K of the symbol
                            table SECTION
  SECTION[K]:name=VALUE     the name offset (st_name) of symbol K of the
                            symbol table SECTION
  ehdr:FIELD=VALUE          a file header field: phoff, phentsize, phnum

The tests make their malformed objects with it from objects the toolchain
assembles, so that no binary is checked in: each edit states the one field a
loader or object reader must check.
"""

import struct
import sys

SHDR = struct.Struct("<IIQQQQIIQQ")
# ELF64 file header fields: (offset, struct format).
EHDR_FIELDS = {"phoff": (0x20, "<Q"), "phentsize": (0x36, "<H"),
               "phnum": (0x38, "<H")}
FIELDS = ["name", "type", "flags", "addr", "offset", "size", "link", "info",
          "addralign", "entsize"]


def section_headers(data, limit=None):
    """The section headers (lists of FIELDS values) that lie in the file, at
    most `limit`; [] when the header table is unreadable. Malformed objects
    (the fuzzer's) are read as far as they go."""
    try:
        shoff, = struct.unpack_from("<Q", data, 0x28)
        shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    except struct.error:
        return []
    if shentsize < SHDR.size:
        return []
    headers = []
    for i in range(shnum if limit is None else min(shnum, limit)):
        at = shoff + i * shentsize
        if at + SHDR.size > len(data):
            break
        headers.append(list(SHDR.unpack_from(data, at)))
    return headers


def sections(data):
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shstrndx = struct.unpack_from("<H2xH", data, 0x3A)
    headers = section_headers(data)
    strtab = headers[shstrndx]
    names = []
    for h in headers:
        start = strtab[4] + h[0]
        names.append(data[start:data.index(b"\0", start)].decode())
    return shoff, shentsize, headers, names


def main(argv):
    if len(argv) < 4:
        raise SystemExit(__doc__)
    data = bytearray(open(argv[1], "rb").read())
    shoff, shentsize, headers, names = sections(data)
    for edit in argv[3:]:
        where, _, assignment = edit.rpartition(":")
        field, _, value = assignment.partition("=")
        entry = None
        if where == "ehdr":
            if field not in EHDR_FIELDS:
                raise SystemExit("elf_edit.py: unknown edit %r" % edit)
            at, fmt = EHDR_FIELDS[field]
            struct.pack_into(fmt, data, at, int(value, 0))
            continue
        if where.endswith("]"):
            where, _, k = where[:-1].partition("[")
            entry = int(k)
        if where not in names:
            raise SystemExit("elf_edit.py: no section %r" % where)
        index = names.index(where)
        value = int(value, 0)
        if entry is None:
            headers[index][FIELDS.index(field)] = value
            SHDR.pack_into(data, shoff + index * shentsize, *headers[index])
        elif field == "sym":
            at = headers[index][4] + entry * 24 + 8
            info, = struct.unpack_from("<Q", data, at)
            struct.pack_into("<Q", data, at, (value << 32) | (info & 0xFFFFFFFF))
        elif field == "name":
            at = headers[index][4] + entry * 24
            struct.pack_into("<I", data, at, value)
        elif field == "shndx":
            at = headers[index][4] + entry * 24 + 6
            struct.pack_into("<H", data, at, value)
        else:
            raise SystemExit("elf_edit.py: unknown edit %r" % edit)
    open(argv[2], "wb").write(data)


if __name__ == "__main__":
    main(sys.argv)
