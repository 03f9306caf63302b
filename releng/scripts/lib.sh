# Shared by the releng scripts: the repository's root, a JDK 21+ for Maven, and Xvfb.
OVVI_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
. "$OVVI_ROOT/features/ovvi.feature/rootfiles/ovvi-find-java.sh"

# Exports JAVA_HOME as a JDK 21+ (Tycho 5 and the product need Java 21 at run time).
ovvi_use_jdk() {
  if ! ovvi_find_java 21; then
    echo "$(basename "$0"): needs a JDK 21 or newer; found ${OVVI_JAVA_FOUND:-no Java at all}" >&2
    exit 2
  fi
  JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$OVVI_JAVA")")")
  if [ ! -x "$JAVA_HOME/bin/javac" ]; then
    echo "$(basename "$0"): $JAVA_HOME is a Java runtime without javac; the build needs a JDK 21+" >&2
    exit 2
  fi
  export JAVA_HOME
}

# Starts Xvfb on a free display, exports DISPLAY once the server is ready, and sets
# OVVI_XVFB_PID; the caller stops it by that pid.
ovvi_start_xvfb() {
  local ready
  ready=$(mktemp)
  Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$ready" </dev/null >/dev/null 2>&1 &
  OVVI_XVFB_PID=$!
  # until the caller sets its own trap: a failure below must not leave the server running
  trap 'kill "$OVVI_XVFB_PID" 2>/dev/null' EXIT
  # Xvfb writes its display number to fd 3 once it accepts clients; up to 60 s, as a loaded
  # machine may start it slowly (the loop ends as soon as it has)
  for _ in $(seq 1 1200); do
    [ -s "$ready" ] && break
    kill -0 "$OVVI_XVFB_PID" 2>/dev/null || { echo "Xvfb did not start" >&2; exit 1; }
    sleep 0.05
  done
  [ -s "$ready" ] || { echo "Xvfb did not report its display" >&2; exit 1; }
  export DISPLAY=":$(head -n 1 "$ready")"
  rm -f "$ready"
  ovvi_start_window_manager
}

# Starts openbox on $DISPLAY, as a desktop has a window manager: without one, X gives the
# keyboard focus to whichever window asked last, and a dialog opened from a background thread
# may never get it. Its configuration grabs no keys (openbox-rc.xml). It ends with the X server.
ovvi_start_window_manager() {
  command -v openbox >/dev/null || { echo "openbox is missing: apt-get install openbox" >&2; exit 1; }
  openbox --sm-disable --config-file "$OVVI_ROOT/releng/scripts/openbox-rc.xml" </dev/null >/dev/null 2>&1 &
  # openbox owns the WM_S0 selection once it manages the screen; up to 60 s, as above (once, in
  # a fresh-machine run beside other work, it was not seen within the 5 s this waited before)
  for _ in $(seq 1 1200); do
    xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id' && return 0
    sleep 0.05
  done
  echo "openbox did not start on $DISPLAY" >&2
  exit 1
}

# The Debian packages of .ci/packages: all of them, or with "run" only those Ovvi needs to run;
# without those whose "provides=" command is already on PATH.
ovvi_packages() {
  local package provides
  if [ "${1:-}" = run ]; then
    grep -E '#[[:space:]]*run' "$OVVI_ROOT/.ci/packages"
  else
    cat "$OVVI_ROOT/.ci/packages"
  fi | sed 's/#.*//' | while read -r package provides; do
    [ -n "$package" ] || continue
    provides=${provides#provides=}
    [ -n "$provides" ] && command -v "$provides" >/dev/null && continue
    echo "$package"
  done
}

# Installs those of the packages named that are missing (apt-get as root, or through sudo when it
# needs no password); otherwise names them and the command that installs them, and exits 2.
# Does nothing where dpkg is not the package manager.
ovvi_ensure_packages() {
  command -v dpkg-query >/dev/null || return 0
  local missing=() package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
      sudo=(sudo)
    else
      echo "$(basename "$0"): needs the Debian packages ${missing[*]}: sudo apt-get install ${missing[*]}" >&2
      exit 2
    fi
  fi
  echo "$(basename "$0"): installing the Debian packages ${missing[*]}" >&2
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The products the build materializes: Ovvi, and the start-up benchmark's baseline.
OVVI_PRODUCT="$OVVI_ROOT/product/target/products/ovvi.product/linux/gtk/x86_64"
OVVI_BASELINE="$OVVI_ROOT/releng/baseline/product/target/products/ovvi.baseline.product/linux/gtk/x86_64"

# Builds the products (all modules but the tests) when one of the folders given (by default
# Ovvi's) has no launch script.
ovvi_build_product_if_needed() { # [product folder...]
  local product
  for product in "${@:-$OVVI_PRODUCT}"; do
    if [ ! -x "$product/ovvi" ]; then
      (cd "$OVVI_ROOT" && ./mvnw -B -q -DskipTests verify -pl '!tests/ovvi.ui.tests,!tests/ovvi.product.tests')
      return
    fi
  done
}

# Waits until a line of the log file matches the pattern (a grep -E regex), for at most the
# given seconds; prints the line. Fails when the time runs out or when the process whose pid is
# given has ended without writing it.
ovvi_await_log() { # file pattern seconds [pid]
  local deadline=$((SECONDS + $3)) line ended
  while [ "$SECONDS" -lt "$deadline" ]; do
    ended=no
    [ -n "${4:-}" ] && ! kill -0 "$4" 2>/dev/null && ended=yes
    if line=$(grep -E -m 1 -- "$2" "$1" 2>/dev/null); then
      printf '%s\n' "$line"
      return 0
    fi
    if [ "$ended" = yes ]; then
      echo "the process $4 ended with no line matching '$2' in $1" >&2
      return 1
    fi
    sleep 0.1
  done
  echo "no line matching '$2' in $1 within $3 s" >&2
  return 1
}

# Stops a child by its pid: SIGTERM, then SIGKILL if it still runs 30 s later.
ovvi_stop_pid() {
  kill "$1" 2>/dev/null || return 0
  timeout 30 tail --pid="$1" -f /dev/null || kill -KILL "$1" 2>/dev/null
  wait "$1" 2>/dev/null || true
}

# Installs the real coding agents the UI tests run (tests/agents, pinned by its package-lock.json)
# with npm ci, unless node_modules already holds that lock's install; exits 2 saying why not.
ovvi_install_test_agents() {
  local agents="$OVVI_ROOT/tests/agents"
  if cmp -s "$agents/package-lock.json" "$agents/node_modules/.ovvi-installed-lock" 2>/dev/null; then
    return 0
  fi
  if ! command -v npm >/dev/null; then
    echo "The UI tests need npm to install the coding agents of tests/agents (Debian: nodejs npm)." >&2
    exit 2
  fi
  if ! npm ci --prefix "$agents" --no-audit --no-fund --loglevel=error; then
    echo "npm ci --prefix tests/agents failed: the UI tests need the coding agents it installs." >&2
    exit 2
  fi
  cp "$agents/package-lock.json" "$agents/node_modules/.ovvi-installed-lock"
}
