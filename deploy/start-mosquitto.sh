#!/bin/sh
# Mosquitto in the compose file (Debian's mosquitto package): writes the servers' account from
# MQTT_USERNAME and MQTT_PASSWORD, adds the devices' accounts kept in the volume (devices.passwd, made with
# `mosquitto_passwd`), and runs the broker in the foreground (it drops to the `mosquitto` user itself).
set -eu
passwd=/run/mosquitto/passwd
mkdir -p /run/mosquitto
: >"$passwd"
mosquitto_passwd -b "$passwd" "$MQTT_USERNAME" "$MQTT_PASSWORD"
if [ -f /var/lib/mosquitto/devices.passwd ]; then cat /var/lib/mosquitto/devices.passwd >>"$passwd"; fi
chown -R mosquitto:mosquitto /run/mosquitto /var/lib/mosquitto
chmod 0600 "$passwd"
exec mosquitto -c /etc/multisalle/mosquitto.conf
