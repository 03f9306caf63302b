package ovvi.herdr.exec;

import java.util.List;

/**
 * Runs commands on one machine: this computer or a host reached over SSH.
 * Nothing of Ovvi's is installed on the machine; its shell, POSIX tools and herdr do the work.
 */
public interface Exec {

	/** Runs argv as a one-shot command. */
	default Run run(List<String> argv) throws ExecException {
		return run(RunKind.COMMAND, argv);
	}

	/** Runs argv; the kind decides how the run ends (see {@link RunKind}). */
	Run run(RunKind kind, List<String> argv) throws ExecException;

	/**
	 * herdr's absolute path on this machine as its login shell finds it, or null when it has none.
	 * May block while the login shell is asked; callers are on virtual threads.
	 *
	 * @throws ExecException the login shell could not be asked: the machine cannot be reached (over
	 *         SSH an {@code SshException} with SSH's reason), which says nothing about herdr
	 */
	String herdr() throws ExecException, InterruptedException;

	/** Forgets herdr's path so the next {@link #herdr()} asks the login shell again (after an install). */
	void forgetHerdr();

	/** The file at a path relative to the home folder, or null when it cannot be read. */
	String read(HomePath path) throws InterruptedException;

	/** Writes a file under the home folder atomically: new folders 0700, the file 0600. */
	void write(HomePath path, String content) throws ExecException, InterruptedException;

	/** Connections to unix sockets on the machine (herdr's API socket): no process per connection. */
	SocketOpener sockets();

	boolean isRemote();

	/**
	 * This computer's TCP port that reaches the machine's own {@code localhost:port}: the port
	 * itself here, a forward through the SSH connection for a host.
	 */
	default int localPortTo(int port) throws ExecException {
		return port;
	}

	/** How the user names this machine in messages: "this computer" or the SSH target. */
	String target();
}
