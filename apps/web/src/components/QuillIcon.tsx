import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** A quill, the brand mark (after Feather's "feather" icon, MIT). */
export function QuillIcon(props: SvgIconProps) {
  return (
    <SvgIcon
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M20.24 12.24a6 6 0 0 0-8.49-8.49L5 10.5V19h8.5z" />
      <path d="M16 8 2 22" />
      <path d="M17.5 15H9" />
    </SvgIcon>
  );
}
