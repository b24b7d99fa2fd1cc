import { useTranslation } from '@/lib/useTranslation';
import { ERROR_CODES } from '@contracts/shared/errors';
import { Button } from '@/components';
import { isApiError } from '@/lib/api';
import { useSendMemberCode } from '../api';
import { expiredMinutesOf, type useSmsCountdown } from '../../auth';

type Countdown = ReturnType<typeof useSmsCountdown>;

interface SmsCodeButtonProps {
  countdown: Countdown;
  body: { purpose: 'paymentReset' | 'bindMobile'; countryDialingCode?: string; mobileNum?: string };
  /** False while the number cannot take a code (invalid format). */
  ready: boolean;
  onSent: () => void;
  onError: (error: unknown) => void;
}

/** SPEC §4 SMS send button for a signed-in member: waits out the countdown (60 s per expiry minute) and a rate-limit lock. */
export function SmsCodeButton({ countdown, body, ready, onSent, onError }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const send = useSendMemberCode();
  const waiting = countdown.remaining > 0;
  return (
    <Button
      variant="secondary"
      loading={send.isPending}
      disabled={!ready || waiting}
      onClick={() =>
        send.mutate(
          { body },
          {
            onSuccess: (value, _input, context) => {
              countdown.start(expiredMinutesOf(value), context ? performance.now() - context.sentAt : 0);
              onSent();
            },
            onError: (error) => {
              if (isApiError(error) && (error.errorCode === ERROR_CODES.TOO_MANY_REQUESTS || error.errorCode === ERROR_CODES.TOO_MANY_REQUEST)) {
                const retry = error.messageParams.retryAfterSeconds;
                countdown.lock(typeof retry === 'number' ? retry : undefined);
              }
              onError(error);
            },
          },
        )
      }
    >
      {waiting ? t('account.sms.resendIn', { seconds: countdown.remaining }) : t('account.sms.send')}
    </Button>
  );
}
