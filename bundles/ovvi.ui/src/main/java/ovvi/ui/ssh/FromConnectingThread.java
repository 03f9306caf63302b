package ovvi.ui.ssh;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

import org.eclipse.swt.SWTException;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/**
 * A dialog asked for the SSH transport, which asks from its own thread while it connects: that
 * thread waits for the answer, the UI thread never waits for the connection.
 */
final class FromConnectingThread {

	private FromConnectingThread() {
	}

	/** @param quitting the answer when the app is quitting and nobody is there to give one */
	static <T> T ask(Display display, Function<Shell, T> dialog, T quitting) {
		if (Display.getCurrent() == display) {
			throw new IllegalStateException("an SSH question must come from the connecting thread, not the UI thread");
		}
		AtomicReference<T> answer = new AtomicReference<>(quitting);
		try {
			display.syncExec(() -> answer.set(dialog.apply(parentShell(display))));
		} catch (SWTException closing) {
			return quitting;
		}
		return answer.get();
	}

	private static Shell parentShell(Display display) {
		Shell active = display.getActiveShell();
		if (active != null) {
			return active;
		}
		Shell[] shells = display.getShells();
		return shells.length > 0 ? shells[0] : null;
	}
}
