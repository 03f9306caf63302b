package ovvi.ui.open;

import java.nio.file.Path;
import java.util.Map;

import org.eclipse.swt.widgets.Display;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.LocalExec;
import ovvi.herdr.ssh.SshHosts;
import ovvi.herdr.ssh.SshMachine;
import ovvi.herdr.ssh.SshPrompts;
import ovvi.herdr.ssh.SshSettings;
import ovvi.herdr.ssh.SshTarget;
import ovvi.ui.pages.Machine;
import ovvi.ui.ssh.DialogHostKeyTrust;
import ovvi.ui.ssh.SshTransportPreferences;

/**
 * This computer and the SSH hosts, as the Open Session dialog reaches them. The login shell is read
 * once, on first need; SSH asks the user about host keys, passphrases, passwords and one-time
 * codes through dialogs.
 * <p>
 * The app's machines, one login shell and one connection per host for all its windows, are an
 * object of the workbench's context ({@code getService(Machines.class)}, or injected), closed as
 * the workbench shuts down.
 */
public final class Machines implements AutoCloseable {

	private final Map<String, String> environment;
	private final Display display;
	private final SshTransportPreferences transports = new SshTransportPreferences();
	// volatile: sshSettings() reads it on the UI thread without the lock, which the login shell's first read holds
	private volatile LocalExec computer;
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

	/** A herdr session on this computer ({@link Machine#THIS_COMPUTER}) or a host; blocks like {@link #host}. */
	public HerdrSession session(String machine, String session) throws ExecException, InterruptedException {
		return new HerdrSession(machine.equals(Machine.THIS_COMPUTER) ? computer() : host(machine), session);
	}

	public Path sshConfig() {
		return home().resolve(".ssh").resolve("config");
	}

	private Path home() {
		return Path.of(environment.getOrDefault("HOME", System.getProperty("user.home")));
	}

	private synchronized SshHosts sshHosts() throws InterruptedException {
		if (hosts == null) {
			computer();
			hosts = new SshHosts(sshSettings(), new DialogHostKeyTrust(display), prompts());
		}
		return hosts;
	}

	/**
	 * The user's SSH setup: from the login shell's environment once it has been read, else from the
	 * app's, which the login shell starts from; with the transports chosen in Ovvi's settings.
	 */
	private SshSettings sshSettings() {
		LocalExec here = computer;
		SshSettings settings = here != null ? SshSettings.of(here.home(), here.environment()) : SshSettings.of(home(), environment);
		return settings.withTransports(transports);
	}

	/**
	 * The transport a host goes through from its next connection, as chosen in Ovvi's settings or
	 * in OVVI_SSH_OPENSSH; JSch also hands a host to OpenSSH where its config needs it.
	 */
	public SshMachine.Transport chosenTransport(SshTarget host) {
		return sshSettings().choseOpenSsh(host) ? SshMachine.Transport.OPENSSH : SshMachine.Transport.JSCH;
	}

	/** Chooses the host's transport in Ovvi's settings; it counts from the host's next connection. */
	public void chooseTransport(SshTarget host, SshMachine.Transport transport) {
		transports.choose(host, transport);
	}

	/** The workbench's answers to SSH prompts, the OSGi service this bundle declares; without it nobody is asked. */
	private static SshPrompts prompts() {
		BundleContext context = FrameworkUtil.getBundle(Machines.class).getBundleContext();
		ServiceReference<SshPrompts> service = context == null ? null : context.getServiceReference(SshPrompts.class);
		SshPrompts prompts = service == null ? null : context.getService(service);
		return prompts == null ? SshPrompts.NONE : prompts;
	}

	@Override
	public synchronized void close() {
		if (hosts != null) {
			hosts.close();
		}
	}
}
