#!/usr/bin/env bash
# Builds the safety video of the demo (demo/public/videos/consignes-securite.webm, 16 s, VP9, no sound)
# and its French captions (consignes-securite.vtt): four text slides of the hall's safety instructions.
# Needs Debian's ffmpeg (apt-get install -y ffmpeg) and the DejaVu fonts. Run from the repo root:
#   bash demo/scripts/make-safety-video.sh
set -euo pipefail
out=demo/public/videos
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$out"
# One text file per slide: drawtext reads it as is, so no quoting of commas, colons or apostrophes.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%s' "CONSIGNES DE SÉCURITÉ" > "$tmp/0.txt"
printf '%s\n%s' "Chaussures propres de salle" "obligatoires" > "$tmp/1.txt"
printf '%s\n%s' "Restez hors du terrain pendant" "les mouvements du matériel motorisé" > "$tmp/2.txt"
printf '%s\n%s' "En cas d'alerte," "suivez les issues de secours" > "$tmp/3.txt"
filters=""
for i in 0 1 2 3; do
  start=$((i * 4)); end=$((start + 4))
  filters+="drawtext=fontfile=${font}:textfile=$tmp/$i.txt:fontcolor=white:fontsize=34:line_spacing=12:x=(w-text_w)/2:y=(h-text_h)/2:enable='between(t,${start},${end})',"
done
filters+="drawtext=fontfile=${font}:text='Multisalle':fontcolor=0xffcccc:fontsize=20:x=20:y=20"
ffmpeg -y -hide_banner -loglevel error -f lavfi -i "color=c=0xb0102a:s=960x540:r=12:d=16" \
  -vf "$filters" -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -an "$out/consignes-securite.webm"
cat > "$out/consignes-securite.vtt" <<'VTT'
WEBVTT

00:00:00.000 --> 00:00:04.000
Consignes de sécurité de la salle Multisalle.

00:00:04.000 --> 00:00:08.000
Des chaussures propres de salle sont obligatoires.

00:00:08.000 --> 00:00:12.000
Restez hors du terrain pendant les mouvements du matériel motorisé.

00:00:12.000 --> 00:00:16.000
En cas d'alerte, suivez les issues de secours.
VTT
ls -l "$out"
