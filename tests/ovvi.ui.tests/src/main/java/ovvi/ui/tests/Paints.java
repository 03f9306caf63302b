package ovvi.ui.tests;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Widget;

/** When each widget last painted, through a display filter on SWT's paint events. */
final class Paints implements Listener, AutoCloseable {

	private final Display display;
	private final Map<Widget, Long> last = new ConcurrentHashMap<>();

	Paints(Display display) {
		this.display = display;
		display.addFilter(SWT.Paint, this);
	}

	@Override
	public void handleEvent(Event event) {
		last.put(event.widget, System.nanoTime());
	}

	/** Waits until the control painted after {@code since}; returns when it did. */
	long after(Control control, long since, String what) {
		UiWait.until(display, () -> last.getOrDefault(control, 0L) > since, what);
		return last.get(control);
	}

	@Override
	public void close() {
		display.removeFilter(SWT.Paint, this);
	}
}
