package ovvi.ui.tests;

import java.nio.file.Path;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.testing.SimServer;
import ovvi.testing.Sshd;
import ovvi.testing.TempHome;
import ovvi.ui.open.Machines;
import ovvi.ui.pages.Machine;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.tab.TabTrack;

/**
 * The simulator's session on a machine reached over SSH (a real sshd on 127.0.0.1, the
 * simulator in that machine's ~/.local/bin), with one space, open as a page of the active
 * window through the session's own SSH connection. Closing lets the page go.
 */
final class SshPage implements AutoCloseable {

	/** The test's own calls, made on this computer straight to the session. */
	final HerdrSession direct;
	final IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
	/** The page's session, through the SSH connection. */
	final HerdrSession remote;
	final SessionPage page;
	private final Machines machines;

	/** @param spaceFolder the space's folder on the machine */
	SshPage(Sshd sshd, SimServer sim, Path spaceFolder) throws Exception {
		SimServer.installIn(sshd.remoteHome());
		sshd.trustHostKey();
		direct = new HerdrSession(LocalExec.start(sim.environment("/bin/bash")), SimServer.SESSION);
		JsonObject space = new JsonObject();
		space.addProperty("cwd", spaceFolder.toString());
		direct.call("workspace.create", space);
		Display display = Display.getCurrent();
		machines = new Machines(TempHome.environment(sshd.localHome(), "/bin/bash"), display);
		try {
			remote = machines.session(Sshd.ALIAS, SimServer.SESSION);
			page = WindowPages.of(window).open(new Machine(Sshd.ALIAS, remote.exec(), false), remote);
		} catch (Exception | Error failed) {
			machines.close();
			throw failed;
		}
		UiWait.until(display, () -> page.selectedTab() != null && TabTrack.of(window).part(page.selectedTab()) != null,
				"the remote session's tab shows");
	}

	@Override
	public void close() throws Exception {
		try {
			WindowPages.of(window).detach(page);
		} finally {
			machines.close();
		}
	}
}
