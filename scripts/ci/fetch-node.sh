#!/usr/bin/env bash
# usage: bash scripts/ci/fetch-node.sh MAJOR|VERSION     (24, or 24.18.1)
#
# Prints the folder of the newest Node.js MAJOR.x (or of that VERSION) from the npm registry
# (bin/node, and include/node with the headers node-gyp needs), fetching it into the cache on first use:
# ${MOTOFORGE_CACHE:-~/.cache/motoforge}/node-<platform>-<arch>-<version>. Nothing goes near the
# repo's node_modules, and the machine's own Node.js stays the one on PATH.
#
# The registry's `node` package is a shim whose install script installs the binary package
# node-<platform>-<arch> of the same version; this takes that package directly (`npm pack`), so
# no install script runs.
set -euo pipefail
wanted=${1:?usage: fetch-node.sh MAJOR|VERSION}
cache=${MOTOFORGE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/motoforge}
package="node-$(node -p 'process.platform + "-" + process.arch')"
version=$(npm view "$package@$wanted" version --json | tr -d '[]", ' | grep . | sort -V | tail -n 1)
[[ $version == "$wanted" || $version == "$wanted".* ]] || {
  echo "fetch-node: no $package@$wanted in the registry (got '$version')" >&2
  exit 1
}
dir=$cache/$package-$version
if [[ ! -x $dir/bin/node ]]; then
  mkdir -p "$cache"
  tmp=$(mktemp -d "$cache/.fetch.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  echo "fetch-node: fetching $package@$version into $dir" >&2
  npm pack --silent --pack-destination "$tmp" "$package@$version" >/dev/null
  tar -xzf "$tmp"/*.tgz -C "$tmp"
  "$tmp/package/bin/node" -e 0 # it runs on this machine
  # Another run may have put it there meanwhile: theirs is the same package.
  mv -T "$tmp/package" "$dir" 2>/dev/null || [[ -x $dir/bin/node ]]
fi
echo "$dir"
