package ovvi.herdr.exec;

import java.util.List;
import java.util.function.Consumer;

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

    /**
     * A port on this computer's loopback that reaches host:port as the machine sees it (a dev server
     * on a remote machine's localhost). This computer sees host:port itself: its callers ask
     * for its localhost, whose port is the port itself.
     *
     * @param refused told, on an I/O thread, why a connection through the port was not carried
     *        (the machine refused it), in words for the user
     * @throws ExecException no local port could be opened
     */
    default LocalPort localPortTo(String host, int port, Consumer<String> refused) throws ExecException {
        return LocalPort.itself(port);
    }

    boolean isRemote();

    /** How the user names this machine in messages: "this computer" or the SSH target. */
    String target();
}
