# Sourced by the test scripts: `ensure_debian_package <files it provides> <package> <what needs it>`
# installs Debian's package with apt-get when none of the files (space-separated, globs allowed) exists
# (sudo when not root).
ensure_debian_package() {
  local provides=$1 package=$2 purpose=$3
  local candidate
  # shellcheck disable=SC2086 # globs such as /usr/lib/postgresql/*/bin/initdb, alternatives separated by spaces
  for candidate in $provides; do [ -e "$candidate" ] && return 0; done
  echo "Installing Debian's $package for $purpose…"
  local sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$package" >/dev/null \
    || { echo "Could not install $package; $purpose will fail."; return 1; }
  # a server package may start a system service on its default port; the tests start their own
  if [ "$package" = postgresql ]; then
    pg_lsclusters -h 2>/dev/null | awk '$4 == "online" { print $1, $2 }' | while read -r version cluster; do
      $sudo pg_ctlcluster "$version" "$cluster" stop || true
    done
  fi
  if [ "$package" = redis-server ]; then $sudo service redis-server stop >/dev/null 2>&1 || true; fi
  if [ "$package" = nginx ]; then $sudo service nginx stop >/dev/null 2>&1 || true; fi
  if [ "$package" = prometheus ]; then $sudo service prometheus stop >/dev/null 2>&1 || true; fi
}
