package ovvi.ui.ssh;

import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import ovvi.herdr.ssh.HostKeyQuestion;
import ovvi.herdr.ssh.HostKeyTrust;

/**
 * The transport's host-key question put to the user. The transport asks from its own thread while
 * it connects; that thread waits for the answer, the UI thread never waits for the connection.
 */
public final class DialogHostKeyTrust implements HostKeyTrust {

	private final Display display;

	public DialogHostKeyTrust(Display display) {
		this.display = display;
	}

	@Override
	public Decision decide(HostKeyQuestion question) {
		if (Display.getCurrent() == display) {
			throw new IllegalStateException("the host key question must come from the connecting thread, not the UI thread");
		}
		AtomicReference<Decision> answer = new AtomicReference<>(Decision.REFUSE);
		try {
			display.syncExec(() -> answer.set(new HostKeyDialog(parentShell(), question).ask()));
		} catch (org.eclipse.swt.SWTException closing) {
			// the app is quitting: nobody is there to answer, so the key is refused
			return Decision.REFUSE;
		}
		return answer.get();
	}

	private Shell parentShell() {
		Shell active = display.getActiveShell();
		if (active != null) {
			return active;
		}
		Shell[] shells = display.getShells();
		return shells.length > 0 ? shells[0] : null;
	}
}
