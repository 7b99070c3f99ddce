import type { ComponentProps, ReactNode } from 'react';

// Small shared pieces: decorative icons (the buttons carrying them have their own names), message, button.
const icon = (shape: ReactNode, strokeWidth = 2) =>
  function Icon() {
    return (
      <svg
        width={20}
        height={20}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable={false}
      >
        {shape}
      </svg>
    );
  };
const dot = (cy: number) => <circle cx="12" cy={cy} r="0.6" fill="currentColor" />;

export const MinusIcon = icon(<path d="M5 12h14" />, 2.4);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />, 2.4);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />, 2.4);
export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />, 2.4);
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 11v6" />
    {dot(7.5)}
  </>,
);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);
export const CalendarIcon = icon(
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const AlertIcon = icon(
  <>
    <path d="M12 3.5l9.5 16.5h-19z" />
    <path d="M12 10v4.5" />
    {dot(17.3)}
  </>,
);

export const Message = ({ text, ...props }: ComponentProps<'p'> & { text: ReactNode }) =>
  text ? <p {...props}>{text}</p> : null;

export const Button = ({ primary, ...props }: ComponentProps<'button'> & { primary?: boolean }) => (
  <button type="button" className={primary ? 'button' : 'button button-ghost'} {...props} />
);
