import { useCallback, useState } from 'react';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import type { AddActivityBodyJson } from '@opswap/protocol/schemas/activity';
import { recordActivity } from '../activity/record-activity.ts';
import type { ActivityRecording } from './transaction-success.tsx';

/**
 * Records a sent transaction's activity with the api, and keeps how that went for the success
 * view: a failure is shown there, the transaction itself having been sent.
 */
export function useActivityRecording() {
  const [recording, setRecording] = useState<ActivityRecording>({ status: 'idle' });
  const record = useCallback(async (body: AddActivityBodyJson) => {
    setRecording({ status: 'recording' });
    try {
      await recordActivity(body);
      setRecording({ status: 'recorded' });
    } catch (error) {
      setRecording({ status: 'failed', message: toUserMessage(error) });
    }
  }, []);
  const clearRecording = useCallback(() => setRecording({ status: 'idle' }), []);
  return { recording, record, clearRecording };
}
