package ovvi.ui.ssh;

import org.eclipse.swt.widgets.Display;

import ovvi.herdr.ssh.HostKeyQuestion;
import ovvi.herdr.ssh.HostKeyTrust;

/** The transport's host-key question put to the user; closing the dialog, or quitting, refuses the key. */
public final class DialogHostKeyTrust implements HostKeyTrust {

	private final Display display;

	public DialogHostKeyTrust(Display display) {
		this.display = display;
	}

	@Override
	public Decision decide(HostKeyQuestion question) {
		return FromConnectingThread.ask(display, parent -> new HostKeyDialog(parent, question).ask(), Decision.REFUSE);
	}
}
