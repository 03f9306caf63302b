package ovvi.ui.sessions;

import org.eclipse.jface.viewers.DecoratingStyledCellLabelProvider;
import org.eclipse.jface.viewers.StyledString;
import org.eclipse.jface.viewers.StyledString.Styler;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.PlatformUI;

/**
 * The sidebar's rows: {@link SidebarLabels} with the decorations the user has switched on in
 * Preferences ▸ General ▸ Appearance ▸ Label Decorations (a space's git line), each row as tall as
 * the lines it shows.
 */
final class DecoratedSidebarLabels extends DecoratingStyledCellLabelProvider {

	/** Room above and below a row of several lines, as GTK leaves around one line. */
	private static final int LINE_GAP = 4;

	DecoratedSidebarLabels(Display display) {
		super(new SidebarLabels(display), PlatformUI.getWorkbench().getDecoratorManager().getLabelDecorator(), null);
	}

	/** A decoration reads as the rows' other notes do (the machine, the pane count), dim. */
	@Override
	protected Styler getDecorationStyle(Object element) {
		return StyledString.QUALIFIER_STYLER;
	}

	/**
	 * A row as tall as the lines it shows now: StyledCellLabelProvider measures only the width, and
	 * GTK would give a row one line's height and cut off the git line (or a page's state) below it.
	 * The row's own text is measured, not the element's label: the decoration comes later, from the
	 * workbench's decoration thread, and goes when the user switches the decorator off.
	 */
	@Override
	protected void measure(Event event, Object element) {
		super.measure(event, element);
		String text = ((TreeItem) event.item).getText(event.index);
		if (text.indexOf('\n') >= 0) {
			event.height = Math.max(event.height, event.gc.textExtent(text, SWT.DRAW_DELIMITER).y + LINE_GAP);
		}
	}
}
