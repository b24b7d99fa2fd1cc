import { isApiError, launchScreenOf } from '@/lib/api';
import { wireTimeIso } from '../../announcements';

/**
 * What stopped a launch, as the frame shows it (issue 35): each launch code of WIRE.md §4.4 has a screen of its
 * own (src/lib/api/errorBehaviour.ts LAUNCH_SCREENS); a host that does not answer, a URL that may not be opened
 * and any other refusal have theirs.
 */
export type LaunchProblem =
  | { kind: 'previousGame'; message: string }
  | {
      kind: 'maintenance';
      message: string;
      /** As the platform sent them (`YYYY-MM-DD HH:mm:ss`). */
      maintainTime: string | null;
      endTime: string | null;
      /** endTime read as a time (local, as the platform writes it), for the countdown. */
      endIso: string | null;
    }
  | { kind: 'deposit'; message: string }
  | { kind: 'busy'; message: string }
  | { kind: 'hostsDown' }
  | { kind: 'invalidUrl' }
  | { kind: 'other'; text: string; translate: boolean; params?: Record<string, string | number> };

const text = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** WIRE.md §4.2: a vendor under maintenance sends its times at `value.content.data`. */
function maintenanceOf(value: unknown): { maintainTime: string | null; endTime: string | null } {
  const data = (value as { content?: { data?: { maintainTime?: unknown; endTime?: unknown } } } | null)?.content?.data;
  return { maintainTime: text(data?.maintainTime), endTime: text(data?.endTime) };
}

/** The screen for a failed launch; null when the pipeline already told the player (a dialog, a forced logout). */
export function launchProblemOf(error: unknown): LaunchProblem | null {
  if (!isApiError(error)) return { kind: 'other', text: 'errors.unknown', translate: true };
  const screen = launchScreenOf(error.errorCode);
  if (screen === 'maintenance') {
    const times = maintenanceOf(error.value);
    return { kind: 'maintenance', message: error.message, ...times, endIso: wireTimeIso(times.endTime) };
  }
  if (screen) return { kind: screen, message: error.message };
  if (error.presented) return null;
  if (error.messageKey) return { kind: 'other', text: error.messageKey, translate: true, params: error.messageParams };
  return { kind: 'other', text: error.message || error.errorCode, translate: false };
}
