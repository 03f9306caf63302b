# Finds a Java runtime of at least version $1 (sourced by `ovvi` and the releng scripts).
# Looks at JAVA_HOME, then `java` on PATH, then the usual JDK folders (OVVI_JDK_SEARCH, a
# colon-separated list, replaces those folders). On success sets OVVI_JAVA to the java
# program; otherwise sets OVVI_JAVA_FOUND to what it saw, for the error message.

ovvi_java_version() { # the feature version of a java program: 8, 17, 21, ...
  local home version
  home=$(dirname "$(dirname "$(readlink -f "$1")")")
  if [ -r "$home/release" ]; then
    version=$(sed -n 's/^JAVA_VERSION="\([^"]*\)".*/\1/p' "$home/release")
  fi
  if [ -z "${version:-}" ]; then
    version=$("$1" -version 2>&1 | sed -n 's/.* version "\([^"]*\)".*/\1/p' | head -n 1)
  fi
  version=${version#1.}
  printf '%s\n' "${version%%[.+_-]*}"
}

ovvi_find_java() {
  local need=$1 candidate version folder
  local -a candidates=()
  OVVI_JAVA=
  OVVI_JAVA_FOUND=
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME/bin/java")
  candidate=$(command -v java 2>/dev/null) && candidates+=("$candidate")
  local IFS=:
  # the folders in HOME only when there is one (the scripts run under set -u)
  for folder in ${OVVI_JDK_SEARCH-/usr/lib/jvm:/usr/java:/opt/java:/opt/jdk${HOME:+:$HOME/.sdkman/candidates/java:$HOME/.jdks}}; do
    for candidate in "$folder"/*/bin/java; do
      [ -x "$candidate" ] && candidates+=("$candidate")
    done
  done
  unset IFS
  for candidate in "${candidates[@]}"; do
    [ -x "$candidate" ] || continue
    version=$(ovvi_java_version "$candidate")
    if [[ "$version" =~ ^[0-9]+$ ]] && [ "$version" -ge "$need" ]; then
      OVVI_JAVA=$candidate
      return 0
    fi
    OVVI_JAVA_FOUND="${OVVI_JAVA_FOUND:+$OVVI_JAVA_FOUND, }$candidate (Java ${version:-of unknown version})"
  done
  return 1
}
