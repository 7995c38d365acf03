#!/usr/bin/env bash
# usage: bash scripts/ci/node24.sh        (NODE_MAJOR=22 bash scripts/ci/node24.sh for another major)
#
# .ci/run's step after `npm test`: the unit tests, then a production build, start and smoke of the
# main pages, under Node.js 24 from the npm registry (scripts/ci/fetch-node.sh), while the machine's
# Node.js stays the one that `npm ci`, `npm test`, `npm run build` and `npm start` use.
#
# - node_modules is left as `npm ci` built it: better-sqlite3's native addon is built per Node ABI,
#   so the one for Node 24 is built into the cache (once per better-sqlite3 version and headers)
#   and loaded in place of node_modules' one by scripts/ci/better-sqlite3-addon.cjs.
# - For Node 24 it is built against 24.18.1's headers (NODE_HEADERS=24.21.0, say, overrides), like
#   the prebuilt binaries better-sqlite3 12.11.1 published in June 2026. From 24.19.0 on,
#   node_object_wrap.h (compiled into the addon) adds a cleanup hook that the addon's Statement
#   destructor removes from a GC callback, where Node finds no Environment and aborts the process
#   (nodejs/node#65446, open). Built against 24.19+ headers, as `npm ci` builds it on such a Node
#   wherever the prebuilt binary can't be downloaded (our machines), better-sqlite3 12 aborts within
#   seconds of use. better-sqlite3 13 (Node-API) does not, but needs Node 22+. The runtime is
#   still the newest 24.x.
# - The build goes to .next-e2e, as the e2e suite's does (tsconfig.e2e.json reads its route types);
#   a build already there is put back afterwards. The database is a throwaway one in a temporary
#   folder, filled with the demo data, and the shop runs on a free port.
# - Every process it starts runs in a process group of its own, stopped on exit, failure or signal.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
major=${NODE_MAJOR:-24}
cache=${MOTOFORGE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/motoforge}
export MOTOFORGE_CACHE=$cache NEXT_TELEMETRY_DISABLED=1
started=$SECONDS
step() { printf '\n== Node.js %s: %s (at %ds)\n' "$major" "$*" "$((SECONDS - started))"; }

work=$(mktemp -d)
dist=.next-e2e
saved=""
built=""
groups=()
stop_all() {
  local pid alive _
  for pid in "${groups[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  for _ in {1..50}; do
    alive=0
    for pid in "${groups[@]}"; do kill -0 -- "-$pid" 2>/dev/null && alive=1; done
    ((alive)) || break
    sleep 0.2
  done
  for pid in "${groups[@]}"; do kill -KILL -- "-$pid" 2>/dev/null || true; done
  groups=()
}
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  stop_all
  if [[ -n $saved ]]; then
    rm -rf "$dist"
    mv -T "$saved" "$dist"
    rmdir .next-bench 2>/dev/null || true
  elif [[ -n $built ]]; then
    rm -rf "$dist"
  fi
  rm -rf "$work"
  ((status == 0)) || echo "== Node.js $major: FAILED after $((SECONDS - started))s" >&2
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Starts a command in a process group of its own (so stop_all ends its children too).
background() {
  setsid "$@" </dev/null &
  groups+=("$!")
}
# Runs a command to the end the same way, so a signal meanwhile still stops all of it.
run() {
  background "$@"
  wait "$!"
}

step "fetching it from the npm registry"
nodedir=$(bash scripts/ci/fetch-node.sh "$major")
node=$nodedir/bin/node
"$node" --version
headers=${NODE_HEADERS:-}
[[ -n $headers || $major != 24 ]] || headers=24.18.1
headersdir=$nodedir
[[ -z $headers ]] || headersdir=$(bash scripts/ci/fetch-node.sh "$headers")

# node-gyp comes with npm; npm itself stays the machine's.
node_gyp=$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js
bs_version=$(node -p 'require("./node_modules/better-sqlite3/package.json").version')
addon_dir=$cache/better-sqlite3-$bs_version-$(basename "$headersdir")
if [[ ! -f $addon_dir/better_sqlite3.node ]]; then
  step "building better-sqlite3 $bs_version against $(basename "$headersdir")'s headers into $addon_dir"
  build=$work/better-sqlite3
  mkdir -p "$build"
  cp -R node_modules/better-sqlite3/{package.json,binding.gyp,src,deps} "$build/"
  if ! run "$node" "$node_gyp" rebuild --release --jobs=max --directory="$build" --nodedir="$headersdir" \
    >"$work/node-gyp.log" 2>&1; then
    tail -n 60 "$work/node-gyp.log"
    exit 1
  fi
  mkdir -p "$cache" "$build/out"
  cp "$build/build/Release/better_sqlite3.node" "$build/out/"
  # Into place in one step: a run beside this one may have put the same build there meanwhile.
  mv -T "$build/out" "$addon_dir" 2>/dev/null || [[ -f $addon_dir/better_sqlite3.node ]]
fi

# From here on every `node`, including those that npm, tsx, vitest and Next.js start, is this one.
export PATH="$nodedir/bin:$PATH"
export MOTOFORGE_BETTER_SQLITE3_ADDON=$addon_dir/better_sqlite3.node
export MOTOFORGE_BETTER_SQLITE3_ABI
MOTOFORGE_BETTER_SQLITE3_ABI=$("$node" -p process.versions.modules)
export NODE_OPTIONS="--require \"$root/scripts/ci/better-sqlite3-addon.cjs\"${NODE_OPTIONS:+ $NODE_OPTIONS}"
[[ $(node --version) == v$major.* ]] || {
  echo "node on PATH is $(node --version), not $major" >&2
  exit 1
}
node -e 'new (require("better-sqlite3"))(":memory:").prepare("select 1").get()'

step "unit tests (npm run test:unit)"
run npm run test:unit

step "embedded database with the demo data"
background "$node" --import tsx embedded-db/src/cli.ts --port 0 --dbpath "$work/db" >"$work/db.log" 2>&1
db_pid=$!
uri=""
for _ in {1..300}; do
  uri=$(grep -Eo 'mongodb://127\.0\.0\.1:[0-9]+' "$work/db.log" | head -n 1 || true)
  [[ -n $uri ]] && break
  kill -0 "$db_pid" 2>/dev/null || break
  sleep 0.2
done
[[ -n $uri ]] || {
  cat "$work/db.log"
  echo "the embedded database did not start" >&2
  exit 1
}
export MONGODB_URI=$uri/motoforge-node$major
run "$node" node_modules/tsx/dist/cli.mjs --conditions=react-server scripts/seed.ts --demo-users

step "next build (into $dist)"
if [[ -e $dist ]]; then
  mkdir -p .next-bench
  saved=.next-bench/next-e2e-before-node$major
  rm -rf "$saved"
  mv -T "$dist" "$saved"
fi
built=yes
export NEXT_DIST_DIR=$dist
run "$node" node_modules/next/dist/bin/next build

step "starting the shop (server.ts, as npm start does)"
port=$("$node" -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
base=http://127.0.0.1:$port
secret=$("$node" -p 'require("crypto").randomBytes(32).toString("base64url")')
background env AUTH_SECRET="$secret" NODE_ENV=production "$node" --import tsx/esm server.ts --port "$port" \
  >"$work/server.log" 2>&1
server_pid=$!
deadline=$((SECONDS + 120))
until curl -fsS -o /dev/null --max-time 30 "$base/" 2>/dev/null; do
  if ! kill -0 "$server_pid" 2>/dev/null || ((SECONDS > deadline)); then
    cat "$work/server.log"
    echo "the shop did not answer on $base/" >&2
    exit 1
  fi
  sleep 0.5
done
grep -F "ready on" "$work/server.log"

step "smoke test of the main pages on $base"
failures=0
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}
# smoke PAGE [CURL_ARGS...]: fails on a status outside 2xx/3xx, and on an error page served with
# 200: a render error caught by an error boundary leaves a <template data-dgst="DIGEST"> (an empty
# digest is only a Suspense boundary left to the browser), Next.js's own error shell an
# <html id="__next_error__">, and the shop's error pages say "Something went wrong" (as a heading:
# the words also travel in every page's data, for the browser's error page).
smoke() {
  local page=$1 code
  shift
  code=$(curl -sS -o "$work/page" -w '%{http_code}' --max-time 60 "$@" "$base$page") || code=000
  if ((code < 200 || code >= 400)); then
    fail "$code $page"
  elif grep -Eq 'data-dgst="[^"]|__next_error__|>Something went wrong<|Internal Server Error' "$work/page"; then
    fail "$code $page: an error page"
  else
    echo "ok   $code $page ($(wc -c <"$work/page") bytes)"
  fi
}
for page in / /bn /tools /bn/tools /blog /login /bn/login /api/tools; do smoke "$page"; done
# A tool's page is for signed-in customers: sign in as README's demo rider, as the login form does.
curl -sS -o /dev/null --max-time 60 -c "$work/cookies" -H 'content-type: application/json' -H "origin: $base" \
  --data '{"email":"rider@motoforge.demo","password":"rider-demo-1992"}' "$base/api/login" || true
tool=$("$node" -e 'const tools = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log(tools[0]?._id ?? "")' \
  <<<"$(curl -fsS --max-time 60 "$base/api/tools")") || true
if [[ -z $tool ]]; then
  fail "/api/tools listed no tool"
elif ! grep -q authjs.session-token "$work/cookies"; then
  fail "/api/login: the demo rider could not sign in"
else
  smoke "/tools/$tool" -b "$work/cookies"
  grep -q '<title>[^<]*MotoForge' "$work/page" || fail "/tools/$tool is not the tool's page"
fi
# Errors the pages survived still show in the server's log.
if grep -E '⨯|Error:|Unhandled' "$work/server.log"; then
  fail "errors in the shop's log (above)"
fi
# The database served every page from a process of its own: it must have lived through them.
if ! kill -0 "$db_pid" 2>/dev/null; then
  fail "the embedded database died"
  cat "$work/db.log"
fi
if ((failures)); then
  echo "--- the shop's log"
  cat "$work/server.log"
  exit 1
fi

stop_all
step "passed"
