import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export type ButtonVariant = 'primary' | 'gold' | 'outline' | 'ghost' | 'header-ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'icon-sm';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-brand text-on-brand hover:bg-brand-strong shadow-[inset_0_1px_0_rgb(255_255_255/0.18)] active:translate-y-px',
  gold: 'text-on-gold bg-[linear-gradient(180deg,#ffe7a3_0%,#e6bd55_48%,#c8962a_100%)] hover:brightness-105 shadow-gold active:translate-y-px font-bold',
  outline: 'border border-line-strong bg-surface text-fg hover:border-brand hover:text-brand-fg',
  ghost: 'text-fg hover:bg-surface-3',
  'header-ghost':
    'text-on-header border border-header-line bg-white/5 hover:bg-white/12 hover:border-gold/60',
  danger: 'bg-danger text-white hover:brightness-110',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-[13px] rounded-lg gap-1.5',
  md: 'h-10 px-4 text-sm rounded-xl gap-2',
  lg: 'h-12 px-6 text-base rounded-xl gap-2',
  icon: 'h-10 w-10 rounded-xl',
  'icon-sm': 'h-8 w-8 rounded-lg',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Jade's button. Icon-only buttons must carry an aria-label. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(
        'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition duration-150 select-none disabled:opacity-50',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...rest}
    />
  );
});

/** The same look for links (react-router Link or a). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition duration-150 select-none',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}
