/**
 * CPU time of the processes behind a benchmark, so a figure says where its time went: the app
 * process or PostgreSQL. Linux only (/proc); elsewhere the readings are NaN and the bench prints
 * no split.
 */
import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on every Linux we run). */
const TICKS_PER_SECOND = 100

function statFields(pid: string | number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name sits in parentheses and may hold spaces; the fields after it are fixed.
    return [
      stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ...stat.slice(stat.lastIndexOf(')') + 2).split(' '),
    ]
  } catch {
    return null
  }
}

/** utime + stime of one process (all its threads), in ms; `withChildren` adds reaped children. */
function cpuMs(fields: string[], withChildren = false): number {
  // After the name: state is index 1, utime 12, stime 13, cutime 14, cstime 15 (proc(5), less 2).
  const own = Number(fields[12]) + Number(fields[13])
  const children = withChildren ? Number(fields[14]) + Number(fields[15]) : 0
  return ((own + children) * 1000) / TICKS_PER_SECOND
}

/** CPU ms used so far by one process, NaN when it cannot be read. */
export function processCpuMs(pid: number | undefined): number {
  const fields = pid === undefined ? null : statFields(pid)
  return fields ? cpuMs(fields) : Number.NaN
}

/**
 * CPU ms used so far by the local PostgreSQL server: every `postgres` process, and for the
 * postmaster (whose children the backends are) the backends that have already exited.
 */
export function postgresCpuMs(): number {
  let entries: string[]
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))
  } catch {
    return Number.NaN
  }
  let total = 0
  for (const pid of entries) {
    const fields = statFields(pid)
    if (!fields || fields[0] !== 'postgres') continue
    const parent = statFields(fields[2]!)
    total += cpuMs(fields, parent?.[0] !== 'postgres')
  }
  return total
}
