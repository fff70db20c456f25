#!/usr/bin/env bash
# Builds the two self-hosted font files in app/fonts from @fontsource-variable/inter-tight (SIL OFL 1.1):
#   inter-tight-latin.woff2   Basic Latin, Latin-1 and punctuation (every page)
#   inter-tight-tr-hu.woff2   the Turkish and Hungarian letters outside Latin-1 (ğ ı İ ş ő ű and capitals)
# The weight axis is cut to 400–700, the weights the site uses, which makes the files a quarter smaller.
# Needs Debian's python3-fonttools and python3-brotli. Run after upgrading the font package.
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/inter-tight/files
features="kern,liga,calt,ccmp,locl,mark,mkmk,tnum,case"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for part in latin latin-ext; do
  /usr/bin/python3 -m fontTools.varLib.instancer "$src/inter-tight-$part-wght-normal.woff2" wght=400:700 -q -o "$tmp/$part.ttf"
done
/usr/bin/python3 -m fontTools.subset "$tmp/latin.ttf" \
  --unicodes="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD" \
  --layout-features="$features" --flavor=woff2 --output-file=app/fonts/inter-tight-latin.woff2
/usr/bin/python3 -m fontTools.subset "$tmp/latin-ext.ttf" \
  --unicodes="U+011E-011F,U+0130,U+0150-0151,U+015E-015F,U+0170-0171" \
  --layout-features="$features" --flavor=woff2 --output-file=app/fonts/inter-tight-tr-hu.woff2
ls -l app/fonts
