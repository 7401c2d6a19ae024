import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type StyleProps } from './button';

/** A router link that looks like a Button (its own file: the hosted payment page has Buttons but no router). */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...rest }: LinkProps & StyleProps) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}
