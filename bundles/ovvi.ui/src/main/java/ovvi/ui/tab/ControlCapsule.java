package ovvi.ui.tab;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import ovvi.model.SessionControl;
import ovvi.ui.Messages;
import ovvi.ui.UiIds;

/**
 * "Controlled in another window · Take Back" over a tab of a window that watches its session
 * (the seed's control capsule): the window's terminal cards say nothing of their own then.
 */
final class ControlCapsule {

	private final Composite strip;
	private final SessionControl.Seat seat;
	private final SessionControl.Listener moved;

	/** Placed in a parent with a grid layout; shown while another window controls the session. */
	ControlCapsule(Composite parent, SessionControl.Seat seat) {
		this.seat = seat;
		strip = new Composite(parent, SWT.NONE);
		strip.setData(UiIds.KEY, UiIds.CONTROL_CAPSULE);
		GridLayoutFactory.fillDefaults().numColumns(2).margins(8, 2).applyTo(strip);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(strip);
		Label text = new Label(strip, SWT.NONE);
		text.setText(Messages.ControlCapsule_text);
		GridDataFactory.fillDefaults().grab(true, false).align(SWT.FILL, SWT.CENTER).applyTo(text);
		Button takeBack = new Button(strip, SWT.PUSH);
		takeBack.setText(Messages.ControlCapsule_takeBack);
		takeBack.setData(UiIds.KEY, UiIds.CONTROL_TAKE_BACK);
		// the seat tells this window's cards, which open their streams with takeover
		takeBack.addListener(SWT.Selection, event -> seat.take());
		moved = controls -> {
			if (!strip.isDisposed()) {
				strip.getDisplay().asyncExec(this::show);
			}
		};
		seat.addListener(moved);
		strip.addDisposeListener(event -> seat.removeListener(moved));
		show();
	}

	private void show() {
		if (strip.isDisposed()) {
			return;
		}
		boolean watching = !seat.controls();
		if (strip.getVisible() == watching) {
			return;
		}
		strip.setVisible(watching);
		((org.eclipse.swt.layout.GridData) strip.getLayoutData()).exclude = !watching;
		strip.getParent().layout(true, true);
	}
}
