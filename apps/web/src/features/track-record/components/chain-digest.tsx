import type { TrackRecordResponse } from '@pitchwise/contract'
import { count } from '../utils/format'
import { NOTE } from './record-section'

/**
 * The hash chain's head and the last days' digests, with the command that checks them: a digest
 * someone noted down on a given day stops matching if any row sealed up to then is changed or
 * removed.
 */
export function ChainDigest({ chain }: { chain: TrackRecordResponse['chain'] }) {
  const latest = chain.digests[0]
  const command = `npm run seal:verify -- --digest ${latest ? `${latest.day}=${latest.head}` : 'DAY=HASH'}`
  return (
    <div className="space-y-3 text-sm">
      <p className={NOTE}>
        Every sealed prediction carries a SHA-256 hash of its own text and of the row before it, and the database
        refuses to change or delete a sealed row. Each day's digest is the hash of its last row: note one down, and
        later check that nothing sealed up to then has changed.
      </p>
      {chain.head ? (
        <p className="text-slate-800 dark:text-slate-100">
          {count(chain.rows)} sealed, the newest on {chain.sealedAt?.slice(0, 10)}. Head:{' '}
          <code className="break-all rounded bg-slate-100 px-1 font-mono text-xs dark:bg-white/10">{chain.head}</code>
        </p>
      ) : (
        <p className={NOTE}>Nothing is sealed yet.</p>
      )}
      {chain.digests.length > 0 ? (
        <ul className="space-y-1">
          {chain.digests.map((d) => (
            <li key={d.day} className="text-slate-700 dark:text-slate-200">
              <span className="tabular-nums">{d.day}</span> · {count(d.rows)} sealed, up to #{d.lastSeq} ·{' '}
              <code className="break-all font-mono text-xs">{d.head}</code>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <p className="font-medium text-slate-900 dark:text-white">Check it yourself</p>
        <pre className="mt-1 whitespace-pre-wrap break-all rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100 dark:bg-black/40">
          {command}
        </pre>
      </div>
    </div>
  )
}
