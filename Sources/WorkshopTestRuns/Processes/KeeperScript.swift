/// The shell script `ProcessKeeper` runs, as `sh -c <script> keeper <token's first half> <second
/// half>`: the token is never whole in its arguments, so that the keeper, which finds marked
/// processes by the token, never finds itself on macOS, where `ps` shows arguments and
/// environment together.
///
/// It reads commands from its standard input, one a line:
/// - `guard <pid>`: the tree below `pid` is ended with the marked processes;
/// - `release <pid>`: no longer;
/// - `sweep <n>`: end every marked process and guarded tree now, then answer `swept <n>`.
///
/// At the end of its input, when its owner has closed the pipe or died, it sweeps once more
/// and leaves. A sweep collects the marked processes (`/proc/<pid>/environ` on Linux, `ps -E`
/// elsewhere) and everything below them and below the guarded children (parent links from
/// `/proc/<pid>/stat` on Linux, `ps` elsewhere), stops them all with SIGSTOP until no new one
/// appears (a stopped process cannot fork), kills them with SIGKILL, and starts again until it
/// finds none.
enum KeeperScript {
  static let text = #"""
    trap '' INT HUP TERM PIPE
    token="$1$2"
    guarded=""
    processes() {
      if [ -r /proc/self/stat ]; then
        for stat in /proc/[0-9]*/stat; do
          read -r line 2>/dev/null < "$stat" || continue
          set -- ${line##*) }
          pid=${stat#/proc/}
          echo "${pid%/stat} $2"
        done
      else
        ps -A -o pid= -o ppid=
      fi
    }
    marked() {
      if [ -r /proc/self/environ ]; then
        grep -l -F -e "$token" /proc/[0-9]*/environ 2>/dev/null |
          while IFS=/ read -r _ _ pid _; do echo "$pid"; done
      else
        ps -A -ww -E -o pid= -o command= 2>/dev/null | while read -r pid rest; do
          case $rest in *"$token"*) echo "$pid" ;; esac
        done
      fi
    }
    closure() {
      processes | awk -v roots="$1" -v self="$$" '
        BEGIN { n = split(roots, list, " "); for (i = 1; i <= n; i++) wanted[list[i]] = 1 }
        { parent[$1] = $2 }
        END {
          for (pid in parent) if (pid in wanted) keep[pid] = 1
          do {
            added = 0
            for (pid in parent) {
              if (!(pid in keep) && (parent[pid] in keep)) { keep[pid] = 1; added = 1 }
            }
          } while (added)
          for (pid in keep) if (pid != self && pid + 0 > 1) print pid
        }' | sort -n | tr '\n' ' '
    }
    sweep() {
      round=0
      while [ $round -lt 10 ]; do
        round=$((round + 1))
        found=$(closure "$guarded $(marked)")
        [ -n "$found" ] || return 0
        stops=0
        while [ $stops -lt 10 ]; do
          stops=$((stops + 1))
          kill -STOP $found 2>/dev/null
          more=$(closure "$found $(marked)")
          [ "$more" = "$found" ] && break
          found=$more
        done
        kill -KILL $found 2>/dev/null
        guarded=""
      done
    }
    while read -r command argument; do
      case $command in
        guard) guarded="$guarded $argument" ;;
        release)
          rest=""
          for pid in $guarded; do [ "$pid" = "$argument" ] || rest="$rest $pid"; done
          guarded=$rest
          ;;
        sweep)
          sweep
          echo "swept $argument"
          ;;
      esac
    done
    sweep
    """#
}
