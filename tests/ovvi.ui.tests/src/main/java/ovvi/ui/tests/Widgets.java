package ovvi.ui.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import ovvi.ui.UiIds;

/** Finds widgets the way a person sees them: by their role key, their type or their shell's title. */
final class Widgets {

	private Widgets() {
	}

	static <T extends Control> T byId(Composite root, String id, Class<T> type) {
		return all(root, type).stream().filter(c -> id.equals(c.getData(UiIds.KEY))).findFirst()
				.orElseThrow(() -> new AssertionError("no " + type.getSimpleName() + " with id " + id));
	}

	static <T extends Control> List<T> all(Composite root, Class<T> type) {
		List<T> found = new ArrayList<>();
		collect(root, type, found);
		return found;
	}

	private static <T extends Control> void collect(Control control, Class<T> type, List<T> found) {
		if (control.isDisposed()) {
			return;
		}
		if (type.isInstance(control)) {
			found.add(type.cast(control));
		}
		if (control instanceof Composite composite) {
			for (Control child : composite.getChildren()) {
				collect(child, type, found);
			}
		}
	}

	/** Whether the control is the ancestor or lies inside it. */
	static boolean isInside(Control control, Control ancestor) {
		for (Control at = control; at != null; at = at.getParent()) {
			if (at == ancestor) {
				return true;
			}
		}
		return false;
	}

	static Optional<Shell> shellTitled(Display display, String title) {
		for (Shell shell : display.getShells()) {
			if (!shell.isDisposed() && shell.isVisible() && title.equals(shell.getText())) {
				return Optional.of(shell);
			}
		}
		return Optional.empty();
	}
}
