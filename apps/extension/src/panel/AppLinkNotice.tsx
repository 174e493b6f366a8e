interface Props {
  text: string;
  apiOrigin: string;
  /** A path in the web app, e.g. `/dashboard/templates`. */
  path: string;
  label: string;
}

/** Something to do in the web app first, with the link that goes there. */
export function AppLinkNotice({ text, apiOrigin, path, label }: Props) {
  return (
    <p className="notice">
      {text}{' '}
      <a href={`${apiOrigin}${path}`} target="_blank" rel="noreferrer">
        {label}
      </a>
    </p>
  );
}
