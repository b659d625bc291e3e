/** An icon of src/data/icons in an island: inline SVG, always decorative (the text beside it speaks). */
import { ICON_VIEWBOX, iconClasses, type IconDrawing, type IconPaint } from '@/data/icons/paint';

interface Props {
  /** A drawing imported from its module in src/data/icons. */
  icon: IconDrawing;
  /** Width and height in px; leave it out when a class sizes the icon. */
  size?: number;
  /** Another paint than the drawing's own, such as a filled bookmark once saved. */
  paint?: IconPaint;
  className?: string;
}

export default function Icon({ icon, size, paint = icon.paint, className }: Props) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox={icon.viewBox ?? ICON_VIEWBOX}
      {...paint}
      className={iconClasses(icon, className)}
      // The drawing is a constant of src/data/icons, never text from a visitor or a URL.
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
