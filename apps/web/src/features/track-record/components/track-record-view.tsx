import type { TrackRecordResponse } from '@pitchwise/contract'
import { ChainDigest } from './chain-digest'
import { FiguresView } from './figures-view'
import { NOTE, RecordSection } from './record-section'

/** The page body once the figures are in: live first, the replay apart and labelled, then the chain. */
export function TrackRecordView({ record }: { record: TrackRecordResponse }) {
  const replay = record.replay
  return (
    <div className="space-y-5">
      <RecordSection title="Live sealed predictions" id="live">
        <p className={`${NOTE} mb-3`}>
          Sealed the moment an answer gave them, before kick-off, and scored when the result arrived. Void matches
          (postponed or abandoned) are counted apart and never scored.
        </p>
        <FiguresView figures={record.live} scope="live" />
      </RecordSection>

      <RecordSection title="Replay of earlier seasons (not sealed)" id="replay" tone="replay">
        {replay ? (
          <>
            <p className={`${NOTE} mb-3`}>
              A replay, not a record: the same model run walk-forward over {replay.seasons.join(', ')} (
              {replay.competitions.join(', ')}; {replay.matches.toLocaleString('en-GB')} matches), refitted every{' '}
              {replay.refitDays} days on earlier matches only, as <code className="font-mono">npm run eval</code> does.
              Computed on {replay.computedAt.slice(0, 10)}; never mixed into the live figures above. The period filter
              does not apply to it.
            </p>
            <FiguresView figures={replay.figures} scope="replay" />
          </>
        ) : (
          <p className={NOTE}>No replay has been computed yet.</p>
        )}
      </RecordSection>

      <RecordSection title="Check the chain" id="chain">
        <ChainDigest chain={record.chain} />
      </RecordSection>
    </div>
  )
}
