import { Fragment } from 'react';

/**
 * An e-mail address that wraps only where a reader expects it (issue 27): before the `@` and
 * after a dot of the domain, never inside a word ("goldrush.exa mple"). A part longer than
 * the column still wraps rather than overflow.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? [] : email.slice(at).split(/(?<=\.)/);
  return (
    <span style={{ overflowWrap: 'break-word' }}>
      {local}
      {domain.map((part, index) => (
        <Fragment key={index}>
          <wbr />
          {part}
        </Fragment>
      ))}
    </span>
  );
}
