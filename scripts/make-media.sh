#!/usr/bin/env bash
# Generate the original brand media for the Renew Medical website with ffmpeg.
#
#   media/hero-videos/{Runner,weight-loss,rm3,mens-health,lifestyle}.mp4
#   media/hero-videos/<name>-poster.jpg / <name>-poster.webp   (first frame)
#   public/apple-touch-icon.png                                 (from the mark)
#
# Every clip is abstract, slow, text-free motion in the brand palette:
# soft Gaussian color "blobs" mixed over a navy -> teal gradient plus faint
# drifting light ribbons. All motion is a function of sin/cos(2*PI*k*T/D) with
# integer k, so frame D*FPS would equal frame 0: the clips loop seamlessly.
#
# Usage (from the repo root):   scripts/make-media.sh
#   FORCE=1 scripts/make-media.sh   re-render everything
#   ONLY=rm3 scripts/make-media.sh  only (re)consider one clip (ONLY=icon: the touch icon)
# Outputs that are newer than this script are skipped (idempotent); each file
# is written to a temp name first and moved into place atomically.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

command -v ffmpeg >/dev/null || { echo "ffmpeg not found" >&2; exit 1; }
command -v ffprobe >/dev/null || { echo "ffprobe not found" >&2; exit 1; }

OUT_DIR=media/hero-videos
SCRIPT="scripts/make-media.sh"
FORCE="${FORCE:-0}"
FPS=25
DUR=12                 # seconds; the period of every motion term (slower = calmer)
W=1280 H=720
GW=320 GH=180          # geq render size; upscaled (content is all soft, low-frequency)
FF=(ffmpeg -hide_banner -nostdin -loglevel error -y)

mkdir -p "$OUT_DIR" public

# ---------------------------------------------------------------------------
# Brand palette as 0..1 RGB triples (R G B)
NAVY="0.0431 0.1451 0.2706"   # #0B2545
TEAL="0.0588 0.4314 0.4549"   # #0F6E74
LTEAL="0.3725 0.7020 0.7020"  # #5FB3B3
AMBER="0.9490 0.6471 0.2549"  # #F2A541
MIST="0.9333 0.9647 0.9647"   # #EEF6F6
DEEP="0.0235 0.0863 0.1725"   # darker navy (navy * 0.63) for depth

# component <triple> <0|1|2>
component() { local a; read -r -a a <<<"$1"; printf '%s' "${a[$2]}"; }

needs_build() { # needs_build <file>...  -> 0 if any is missing/stale
  [[ "$FORCE" == 1 ]] && return 0
  local f
  for f in "$@"; do
    [[ -s "$f" && "$f" -nt "$SCRIPT" ]] || return 0
  done
  return 1
}

# ---------------------------------------------------------------------------
# Expression builder.
# A "blob" spec is: "cx cy ax ay kx ky phx phy radius strength <color triple>"
#   center(t) = (cx + ax*sin(kx*p + phx), cy + ay*cos(ky*p + phy)),  p = 2*PI*T/DUR
#   weight    = strength * exp(-((dx*aspect)^2 + dy^2) / radius^2)
# Colors are mixed as a normalized weighted average with the background, so
# nothing clips and overlapping blobs blend softly.
# A "ribbon" spec is: "y0 amp freq k phase width intensity <color triple>"
#   center line y = y0 + amp*sin(2*PI*freq*u + k*p + phase), drifting sideways;
#   the pixel is lerped towards the color by intensity*exp(-((v-y)/width)^2).
# A "glow" uses the blob spec but is lerped on top (strength = peak opacity).
# Registers: 0=u 1=v 2=p 3..6=blob weights (max 4 blobs) 7=color 8=tmp 9=bg t

build_expr() { # build_expr <chan> <bgA> <bgB> <gx> <gy> <vignette> <blobs-var> <glows-var> <ribbons-var>
  local c=$1 bga=$2 bgb=$3 gx=$4 gy=$5 vig=$6
  local -n _blobs=$7 _glows=$8 _ribbons=$9
  local e="st(0,X/W);st(1,Y/H);st(2,2*PI*T/${DUR});"
  # background: linear gradient A -> B along (gx,gy), gently breathing
  e+="st(9,clip(${gx}*ld(0)+${gy}*ld(1)+0.06*sin(ld(2)),0,1));"
  local i=0 num den="1" spec
  (( ${#_blobs[@]} <= 4 )) || { echo "at most 4 blobs per clip" >&2; exit 1; }
  local a0 b0; a0=$(component "$bga" "$c"); b0=$(component "$bgb" "$c")
  num="(${a0}+(${b0}-${a0})*ld(9))"
  for spec in "${_blobs[@]}"; do
    local -a s; read -r -a s <<<"$spec"
    local reg=$((3 + i))
    e+="st(${reg},${s[9]}*exp(-(pow((ld(0)-(${s[0]}+${s[2]}*sin(${s[4]}*ld(2)+${s[6]})))*1.7778,2)+pow(ld(1)-(${s[1]}+${s[3]}*cos(${s[5]}*ld(2)+${s[7]})),2))/(${s[8]}*${s[8]})));"
    num+="+ld(${reg})*$(component "${s[10]} ${s[11]} ${s[12]}" "$c")"
    den+="+ld(${reg})"
    i=$((i + 1))
  done
  e+="st(7,(${num})/(${den}));"
  # glows: same motion model as blobs, but lerped on top so warm accents stay
  # clean instead of averaging into the teal (strength = peak opacity)
  for spec in "${_glows[@]}"; do
    local -a g; read -r -a g <<<"$spec"
    local col; col=$(component "${g[10]} ${g[11]} ${g[12]}" "$c")
    e+="st(8,${g[9]}*exp(-(pow((ld(0)-(${g[0]}+${g[2]}*sin(${g[4]}*ld(2)+${g[6]})))*1.7778,2)+pow(ld(1)-(${g[1]}+${g[3]}*cos(${g[5]}*ld(2)+${g[7]})),2))/(${g[8]}*${g[8]})));"
    e+="st(7,ld(7)+ld(8)*(${col}-ld(7)));"
  done
  for spec in "${_ribbons[@]}"; do
    local -a r; read -r -a r <<<"$spec"
    local col; col=$(component "${r[7]} ${r[8]} ${r[9]}" "$c")
    e+="st(8,${r[6]}*exp(-pow((ld(1)-(${r[0]}+${r[1]}*sin(2*PI*${r[2]}*ld(0)+${r[3]}*ld(2)+${r[4]})))/${r[5]},2)));"
    e+="st(7,ld(7)+ld(8)*(${col}-ld(7)));"
  done
  # soft vignette keeps edges calm and text on top readable
  e+="65535*clip(ld(7)*(1-${vig}*(pow(ld(0)-0.5,2)+pow(ld(1)-0.5,2))),0,1)"
  printf '%s' "$e"
}

# render <name> <bgA> <bgB> <gx> <gy> <vignette> <crf> <blobs-var> <glows-var> <ribbons-var>
render() {
  local name=$1 crf=$7 args=("$2" "$3" "$4" "$5" "$6" "$8" "$9" "${10}")
  local mp4="$OUT_DIR/$name.mp4" jpg="$OUT_DIR/$name-poster.jpg" webp="$OUT_DIR/$name-poster.webp"
  [[ -n "${ONLY:-}" && "$ONLY" != "$name" ]] && return 0
  if ! needs_build "$mp4" "$jpg" "$webp"; then
    echo "skip   $name (up to date)"; return 0
  fi
  echo "render $name ..."
  local er eg eb
  er=$(build_expr 0 "${args[@]}")
  eg=$(build_expr 1 "${args[@]}")
  eb=$(build_expr 2 "${args[@]}")
  local frames=$((DUR * FPS))
  local vf="format=gbrp16le,geq=r='${er}':g='${eg}':b='${eb}'"
  # upscale in 16-bit, then dither down to 8-bit 4:2:0 (error diffusion) to avoid banding
  vf+=",scale=${W}:${H}:flags=bicubic,gblur=sigma=1.5"
  # (RGB -> BT.709 limited range, matching the color tags written below)
  vf+=",scale=out_color_matrix=bt709:out_range=tv:sws_dither=ed,format=yuv420p,setsar=1"
  local tmp="$mp4.tmp.mp4"
  "${FF[@]}" -f lavfi -i "color=c=black:s=${GW}x${GH}:r=${FPS}:d=${DUR}" \
    -filter_threads "$(nproc)" -vf "$vf" -frames:v "$frames" -an \
    -c:v libx264 -preset slow -profile:v high -level:v 4.0 -pix_fmt yuv420p \
    -crf "$crf" -tune film -x264-params "aq-mode=3:keyint=${frames}:min-keyint=${FPS}" \
    -color_primaries bt709 -color_trc bt709 -colorspace bt709 -color_range tv \
    -r "$FPS" -movflags +faststart -map_metadata -1 "$tmp"
  mv -f "$tmp" "$mp4"
  # posters: the decoded first frame of the final encode => seamless poster->video
  # fade. JPEG/WebP decoders assume BT.601, so convert the matrix explicitly.
  "${FF[@]}" -i "$mp4" -frames:v 1 -q:v 2 \
    -vf "scale=in_color_matrix=bt709:in_range=tv:out_color_matrix=bt601:out_range=pc,format=yuvj420p" \
    -f mjpeg "$jpg.tmp"
  mv -f "$jpg.tmp" "$jpg"
  "${FF[@]}" -i "$mp4" -frames:v 1 -c:v libwebp -quality 90 -compression_level 6 \
    -vf "scale=in_color_matrix=bt709:in_range=tv:out_color_matrix=bt601:out_range=tv,format=yuv420p" \
    -f webp "$webp.tmp"
  mv -f "$webp.tmp" "$webp"
}

# ---------------------------------------------------------------------------
# Clip definitions.
#   Blob / glow: cx cy ax ay kx ky phx phy radius strength R G B
#   Ribbon:      y0 amp freq k phase width intensity R G B
# (kx, ky, k are integers => every term is periodic in DUR => seamless loop)

# 1) Runner — home hero: navy sky -> teal, teal/light-teal blobs, a faint
#    mist glow circling top-right, two slow light ribbons. Cool and calm.
RUNNER_BLOBS=(
  "0.30 0.55 0.16 0.14 1 1 0.0 0.0 0.30 1.30 $TEAL"
  "0.72 0.68 0.14 0.12 1 1 2.1 1.3 0.26 0.95 $LTEAL"
  "0.50 0.30 0.20 0.10 1 2 4.2 0.7 0.22 0.50 $LTEAL"
)
RUNNER_GLOWS=(
  "0.78 0.22 0.08 0.07 1 1 1.0 3.6 0.24 0.22 $MIST"
)
RUNNER_RIBBONS=(
  "0.64 0.09 0.8 1 0.0 0.060 0.16 $MIST"
  "0.72 0.07 1.1 -1 1.7 0.040 0.10 $LTEAL"
)

# 2) weight-loss — warmer: amber highlights drifting over navy/teal
WL_BLOBS=(
  "0.30 0.68 0.15 0.12 1 1 2.6 1.9 0.30 1.10 $TEAL"
  "0.85 0.80 0.08 0.10 1 1 3.3 2.2 0.22 0.60 $LTEAL"
)
WL_GLOWS=(
  "0.68 0.28 0.14 0.10 1 1 0.5 0.0 0.28 0.70 $AMBER"
  "0.35 0.20 0.14 0.08 1 1 3.6 4.0 0.24 0.35 $AMBER"
)
WL_RIBBONS=(
  "0.58 0.10 0.7 -1 0.4 0.060 0.18 $AMBER"
  "0.64 0.07 1.0 1 2.5 0.035 0.10 $MIST"
)

# 3) rm3 — airy teal / light-teal, lighter overall, two crossing light waves
RM3_BLOBS=(
  "0.35 0.35 0.18 0.15 1 1 0.0 1.0 0.30 1.10 $LTEAL"
  "0.70 0.60 0.15 0.16 1 1 3.1 0.0 0.30 1.00 $TEAL"
  "0.55 0.80 0.20 0.08 1 1 1.6 2.4 0.24 0.60 $MIST"
)
RM3_GLOWS=()
RM3_RIBBONS=(
  "0.40 0.08 0.9 1 0.0 0.050 0.18 $MIST"
  "0.58 0.10 0.6 -1 2.0 0.070 0.14 $LTEAL"
)

# 4) mens-health — deep navy, restrained teal glow sweeping left <-> right
MH_BLOBS=(
  "0.25 0.55 0.14 0.18 1 1 0.0 0.0 0.32 1.00 $TEAL"
  "0.75 0.30 0.12 0.12 1 1 2.4 1.2 0.24 0.55 $TEAL"
  "0.60 0.75 0.16 0.08 1 1 4.4 3.0 0.18 0.35 $LTEAL"
)
MH_GLOWS=()
MH_RIBBONS=(
  "0.72 0.06 0.5 1 0.9 0.030 0.12 $LTEAL"
)

# 5) lifestyle — an unhurried morning: a low amber sunrise glow under light
#    teal, mist ribbons drifting like breath. Calmer and warmer than the rest.
#    (Encoded at a higher CRF: the page's own budget is < 400 KB per file.)
LS_BLOBS=(
  "0.30 0.40 0.16 0.12 1 1 1.2 0.4 0.30 1.00 $TEAL"
  "0.72 0.45 0.14 0.14 1 1 4.0 2.6 0.28 0.80 $LTEAL"
)
LS_GLOWS=(
  "0.55 0.88 0.18 0.05 1 1 0.0 1.5 0.30 0.55 $AMBER"
  "0.20 0.78 0.10 0.06 1 1 2.8 3.9 0.20 0.25 $AMBER"
)
LS_RIBBONS=(
  "0.50 0.08 0.6 1 0.8 0.055 0.14 $MIST"
  "0.66 0.06 0.9 -1 3.0 0.035 0.10 $MIST"
)

start=$SECONDS
#       name          bgA     bgB     gx   gy   vig crf blobs        glows        ribbons
render  Runner        "$NAVY" "$TEAL" 0.30 0.70 0.9 ${CRF:-20} RUNNER_BLOBS RUNNER_GLOWS RUNNER_RIBBONS
render  weight-loss   "$NAVY" "$TEAL" 0.15 0.85 0.9 ${CRF:-20} WL_BLOBS     WL_GLOWS     WL_RIBBONS
render  rm3           "$TEAL" "$NAVY" 0.62 0.38 0.7 ${CRF:-20} RM3_BLOBS    RM3_GLOWS    RM3_RIBBONS
render  mens-health   "$DEEP" "$NAVY" 0.62 0.38 1.1 ${CRF:-20} MH_BLOBS     MH_GLOWS     MH_RIBBONS
render  lifestyle     "$NAVY" "$TEAL" 0.40 0.60 0.9 ${CRF:-27} LS_BLOBS     LS_GLOWS     LS_RIBBONS

# ---------------------------------------------------------------------------
# apple-touch-icon: the brand mark on an opaque mist tile (iOS ignores alpha),
# rasterised by ffmpeg's librsvg decoder.
ICON=public/apple-touch-icon.png
MARK=src/web/assets/logo-mark.svg
if [[ -n "${ONLY:-}" && "$ONLY" != icon ]]; then
  : # another clip was asked for
elif needs_build "$ICON" || [[ -f "$MARK" && "$MARK" -nt "$ICON" ]]; then
  echo "render $ICON ..."
  icon_svg=$(mktemp --suffix=.svg)
  trap 'rm -f "$icon_svg"' EXIT
  # Same geometry as src/web/assets/logo-mark.svg (keep in sync), centred on
  # a 180x180 mist tile at ~63% so iOS corner rounding never clips it.
  cat >"$icon_svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180" width="180" height="180">
  <defs>
    <linearGradient id="ring" x1="8" y1="44" x2="40" y2="10" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#0F6E74"/>
      <stop offset="1" stop-color="#5FB3B3"/>
    </linearGradient>
  </defs>
  <rect width="180" height="180" fill="#EEF6F6"/>
  <g transform="translate(20.4 26.2) scale(2.75)">
    <path d="M38.77 23.4A15 15 0 1 1 22.69 11.06" fill="none" stroke="url(#ring)" stroke-width="6" stroke-linecap="round"/>
    <path d="M36.5 4.5v11M31 10h11" fill="none" stroke="#F2A541" stroke-width="4.2" stroke-linecap="round"/>
  </g>
</svg>
SVG
  "${FF[@]}" -width 180 -height 180 -i "$icon_svg" -frames:v 1 -pix_fmt rgb24 \
    -f image2 -c:v png "$ICON.tmp"
  mv -f "$ICON.tmp" "$ICON"
else
  echo "skip   $ICON (up to date)"
fi

echo "done in $((SECONDS - start))s"
