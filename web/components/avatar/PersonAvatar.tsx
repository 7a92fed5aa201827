import Avatar from '@mui/material/Avatar';

/** The first letter of each name (whole characters, so a surrogate pair is not split). */
export function initials(firstName: string, lastName: string): string {
  const first = (name: string) => Array.from(name.trim())[0] ?? '';
  return `${first(firstName)}${first(lastName)}`.toLocaleUpperCase();
}

interface PersonAvatarProps {
  firstName: string;
  lastName: string;
  /** Address of the person's photo; without one (or when it fails to load) the initials show. */
  src: string | null | undefined;
  /** Edge in CSS pixels. */
  size?: number;
  color?: 'primary' | 'secondary';
  /**
   * The name is written beside the avatar: it is hidden from screen readers, which would read
   * the name twice. The photo still carries the name as its alt text.
   */
  decorative?: boolean;
  /** The photo's alt text when it is not the name (a preview, say). */
  alt?: string;
}

/**
 * A coach's or player's photo in a circle, with their initials when there is none. Used by the
 * ladder, its player search, the navbar and the settings page.
 */
export function PersonAvatar({
  firstName,
  lastName,
  src,
  size = 40,
  color = 'primary',
  decorative = true,
  alt,
}: PersonAvatarProps) {
  const name = alt ?? `${firstName} ${lastName}`.trim();
  return (
    <Avatar
      src={src ?? undefined}
      alt={name}
      aria-hidden={decorative || undefined}
      slotProps={{ img: { width: size, height: size, decoding: 'async', dir: 'auto' } }}
      sx={{
        width: size,
        height: size,
        bgcolor: `${color}.main`,
        color: `${color}.contrastText`,
        fontSize: `${Math.round(size * 0.42) / 16}rem`,
      }}
    >
      <span dir="auto">{initials(firstName, lastName)}</span>
    </Avatar>
  );
}
