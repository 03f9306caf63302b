package ovvi.ui.agent;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Shell;

/**
 * An agent's ovvi notify: a small window at the bottom right of the primary screen, above the
 * others, that closes after 10 s or when clicked, the click also bringing the asking pane
 * forward. SWT has no desktop notification API, and this machine has no notification service to
 * rely on, so Ovvi draws its own. UI thread only.
 */
public final class NotificationPopup {

	public static final String DATA_KEY = "ovvi.notification";
	static final int SHOWN_MS = 10_000;
	private static final int WIDTH = 340;

	private NotificationPopup() {
	}

	public static Shell show(Display display, String title, String body, String from, Runnable clicked) {
		Shell shell = new Shell(display, SWT.ON_TOP | SWT.TOOL | SWT.NO_TRIM);
		shell.setData(DATA_KEY, title);
		shell.setLayout(new GridLayout(1, false));
		Label heading = new Label(shell, SWT.WRAP);
		heading.setText(title);
		heading.setFont(org.eclipse.jface.resource.JFaceResources.getBannerFont());
		heading.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		if (!body.isEmpty()) {
			Label text = new Label(shell, SWT.WRAP);
			text.setText(body);
			text.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		}
		Label source = new Label(shell, SWT.NONE);
		source.setText(from);
		source.setForeground(display.getSystemColor(SWT.COLOR_WIDGET_DARK_SHADOW));
		Listener click = event -> {
			if (!shell.isDisposed()) {
				shell.dispose();
				clicked.run();
			}
		};
		shell.addListener(SWT.MouseUp, click);
		for (Control child : shell.getChildren()) {
			child.addListener(SWT.MouseUp, click);
		}
		Point size = shell.computeSize(WIDTH, SWT.DEFAULT);
		Rectangle screen = display.getPrimaryMonitor().getClientArea();
		shell.setBounds(screen.x + screen.width - size.x - 16, screen.y + screen.height - size.y - 16, size.x, size.y);
		shell.setVisible(true);
		display.timerExec(SHOWN_MS, () -> {
			if (!shell.isDisposed()) {
				shell.dispose();
			}
		});
		return shell;
	}
}
