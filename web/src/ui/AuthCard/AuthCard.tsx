import type { ReactNode } from 'react';
import './AuthCard.css';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** Above the title, e.g. "Step 2 of 2". */
  eyebrow?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card of the sign-in, sign-up, reset, unlock and email-link pages. */
export function AuthCard({ title, subtitle, eyebrow, children, footer }: Props) {
  return (
    <section className="auth-card">
      <div className="auth-card__panel">
        {eyebrow ? <p className="eyebrow auth-card__eyebrow">{eyebrow}</p> : null}
        <h1 className="auth-card__title">{title}</h1>
        {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        <div className="auth-card__body">{children}</div>
        {footer ? <div className="auth-card__footer">{footer}</div> : null}
      </div>
    </section>
  );
}
