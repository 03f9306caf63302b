package ovvi.herdr.ssh;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;

import ovvi.herdr.exec.ApiConnection;
import ovvi.herdr.exec.Argv;
import ovvi.herdr.exec.Envelope;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.HerdrLocator;
import ovvi.herdr.exec.HomePath;
import ovvi.herdr.exec.Run;
import ovvi.herdr.exec.RunKind;
import ovvi.herdr.exec.SocketOpener;

/**
 * A machine reached over SSH. Every run is one exec channel carrying the base64 envelope, so the
 * machine's login shell, whatever it is, passes the command through unchanged.
 */
public final class RemoteExec implements Exec {

    /** Runs its argument in the user's login shell, which alone has the PATH the user set up. */
    static final String IN_LOGIN_SHELL = "exec \"${SHELL:-/bin/sh}\" -lic \"$1\"";
    static final String READ_HOME_FILE = "exec cat -- \"$HOME/$1\"";
    /** The remote twin of AtomicFiles: temp file beside the target, then a rename; umask 077 makes folders 0700, files 0600. */
    static final String WRITE_HOME_FILE = "umask 077; f=\"$HOME/$1\"; d=$(dirname -- \"$f\") && mkdir -p -- \"$d\""
            + " && t=$(mktemp \"$d/.ovvi.XXXXXX\") && { cat > \"$t\" && mv -f -- \"$t\" \"$f\" || { rm -f -- \"$t\"; exit 1; }; }";

    private final SshConnection connection;
    private final HerdrLocator<ExecException> herdr;
    private final SocketOpener sockets = new SocketOpener() {
        @Override
        public ApiConnection open(String socketPath) throws IOException {
            return connection.openSocket(socketPath);
        }

        @Override
        public long generation() {
            return connection.generation();
        }
    };

    public RemoteExec(SshConnection connection) {
        this.connection = connection;
        this.herdr = new HerdrLocator<>(this::lookUpHerdr, path -> true, System::nanoTime);
    }

    @Override
    public Run run(RunKind kind, List<String> argv) throws ExecException {
        Envelope envelope = Envelope.of(kind.argv(Argv.check(argv)));
        ChannelRun run = new ChannelRun(kind);
        run.started(connection.exec(envelope.commandLine()));
        if (envelope.stdinLine() != null) {
            try {
                run.writeLine(envelope.stdinLine());
            } catch (IOException e) {
                run.abort();
                throw new ExecException("a command could not be sent to " + connection.target() + ": " + e.getMessage(), e);
            }
        }
        return run;
    }

    String lookUpHerdr(Duration timeout) throws ExecException, TimeoutException, InterruptedException {
        Run run = run(List.of("sh", "-c", IN_LOGIN_SHELL, "sh", HerdrLocator.LOOKUP));
        // a start-up file that reads stdin finds its end instead of waiting for it
        run.end();
        try {
            return HerdrLocator.pathIn(run.readAllWithin(timeout));
        } catch (IOException e) {
            throw new ExecException("herdr could not be looked up on " + connection.target() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public String herdr() throws ExecException, InterruptedException {
        return herdr.herdr();
    }

    @Override
    public void forgetHerdr() {
        herdr.forget();
    }

    @Override
    public String read(HomePath path) throws InterruptedException {
        try {
            Run run = run(List.of("sh", "-c", READ_HOME_FILE, "sh", path.relative()));
            String content = run.readAll();
            return run.exit().get() == 0 ? content : null;
        } catch (IOException | ExecutionException e) {
            return null;
        }
    }

    @Override
    public void write(HomePath path, String content) throws ExecException, InterruptedException {
        Run run = run(List.of("sh", "-c", WRITE_HOME_FILE, "sh", path.relative()));
        try {
            run.write(content);
            run.end();
            run.readAll();
            int status = run.exit().get();
            if (status != 0) {
                throw new ExecException("~/" + path.relative() + " could not be written on " + connection.target() + ": "
                        + String.join(" ", run.stderrTail()));
            }
        } catch (IOException | ExecutionException e) {
            throw new ExecException("~/" + path.relative() + " could not be written on " + connection.target() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public SocketOpener sockets() {
        return sockets;
    }

    @Override
    public int localPortTo(int port) throws ExecException {
        return connection.localPortTo(port);
    }

    @Override
    public boolean isRemote() {
        return true;
    }

    @Override
    public String target() {
        return connection.target();
    }
}
