package ovvi.ui.open;

import java.nio.file.Path;
import java.util.Map;

import org.eclipse.swt.widgets.Display;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.LocalExec;
import ovvi.herdr.ssh.SshHosts;
import ovvi.herdr.ssh.SshSettings;
import ovvi.ui.ssh.DialogHostKeyTrust;

/**
 * This computer and the SSH hosts, as the Open Session dialog reaches them. The login shell is read
 * once, on first need; SSH asks the user about host keys through a dialog.
 */
public final class Machines implements AutoCloseable {

	private final Map<String, String> environment;
	private final Display display;
	private LocalExec computer;
	private SshHosts hosts;

	public Machines(Map<String, String> environment, Display display) {
		this.environment = Map.copyOf(environment);
		this.display = display;
	}

	/** Blocks while the login shell answers; call from a Job. */
	public synchronized LocalExec computer() throws InterruptedException {
		if (computer == null) {
			computer = LocalExec.start(environment);
		}
		return computer;
	}

	/** Blocks while the connection is made; call from a Job. */
	public Exec host(String target) throws ExecException, InterruptedException {
		return sshHosts().machine(target);
	}

	public Path sshConfig() {
		return Path.of(environment.getOrDefault("HOME", System.getProperty("user.home")), ".ssh", "config");
	}

	private synchronized SshHosts sshHosts() throws InterruptedException {
		if (hosts == null) {
			LocalExec here = computer();
			hosts = new SshHosts(SshSettings.of(here.home(), here.environment()), new DialogHostKeyTrust(display));
		}
		return hosts;
	}

	@Override
	public synchronized void close() {
		if (hosts != null) {
			hosts.close();
		}
	}
}
