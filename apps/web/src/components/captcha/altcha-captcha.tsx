import '@/styles/mantine-forms.css';
import { Input } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './altcha-setup';

interface AltchaCaptchaProps {
  /** Where the widget fetches a challenge: the configuration's CaptchaPublicKey. */
  challengeUrl: string;
  /** The solved payload, or '' while unsolved or expired. */
  onChange: (payload: string) => void;
  error?: string;
}

interface StateChange {
  state?: string;
  payload?: string;
}

/** The ALTCHA proof-of-work check ("I'm not a robot"), self-hosted, no third party. */
export function AltchaCaptcha({ challengeUrl, onChange, error }: AltchaCaptchaProps) {
  const { t, i18n } = useTranslation();
  const widget = useRef<HTMLElement>(null);
  const errorId = useId();
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      onChange(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [onChange]);
  return (
    <div className="captcha" aria-describedby={error ? errorId : undefined}>
      <altcha-widget
        ref={widget}
        challenge={challengeUrl}
        language={i18n.language === 'fr' ? 'fr-ca' : 'en'}
        name="Captcha"
        type="checkbox"
        aria-label={t('captcha.label')}
      />
      {error && (
        <Input.Error id={errorId} role="alert" mt={4}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
