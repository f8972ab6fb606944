# placed_pages.py EXE (runtime/test/mpk/global-placement.c): reads an executable's symbol table
# and its heddle_mpk_pages section (pairs of little-endian u64: address,
# length) with readelf, and says for each listed global whether it starts at a
# page boundary and whether any other symbol lies on its pages.
import re
import subprocess
import sys

exe = sys.argv[1]
symbols = []
for line in subprocess.run(["readelf", "-sW", exe], capture_output=True, text=True, check=True).stdout.splitlines():
    f = line.split()
    if len(f) >= 8 and f[3] in ("OBJECT", "NOTYPE") and f[6] != "UND" and f[7]:
        symbols.append((int(f[1], 16), int(f[2], 0), f[7]))
dump = subprocess.run(["readelf", "-x", "heddle_mpk_pages", exe], capture_output=True, text=True, check=True).stdout
data = bytes.fromhex("".join("".join(m.group(1).split()) for m in re.finditer(r"^\s*0x[0-9a-f]+ ((?:[0-9a-f]{8} ?){1,4})", dump, re.M)))
entries = [(int.from_bytes(data[i:i + 8], "little"), int.from_bytes(data[i + 8:i + 16], "little"))
           for i in range(0, len(data) - 15, 16)]
for base, length in sorted(entries, key=lambda e: [s[2] for s in symbols if s[0] == e[0] and s[1]]):
    named = [s for s in symbols if s[0] == base and s[1]]
    name, size = (named[0][2], named[0][1]) if named else ("?", 0)
    others = [s[2] for s in symbols if base <= s[0] < base + length and s[0] != base and s[1]]
    print(f"{name}: {size} bytes {'at a page boundary' if base % 4096 == 0 else 'NOT page-aligned'}, "
          f"{length} bytes of pages, {'nothing else on them' if not others else 'also ' + ', '.join(others)}")
print(f"heddle_mpk_pages: {len(entries)} entries")
