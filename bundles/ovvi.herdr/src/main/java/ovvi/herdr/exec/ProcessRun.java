package ovvi.herdr.exec;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;

/** A run on this computer: a child process. */
final class ProcessRun extends AbstractRun {

    private final Process process;
    private final BufferedReader stdout;
    private final OutputStream stdin;
    private final CompletableFuture<Integer> exit;

    ProcessRun(RunKind kind, Process process) {
        super(kind);
        this.process = process;
        this.stdout = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        this.stdin = process.getOutputStream();
        this.exit = afterStderr(process.onExit().thenApply(Process::exitValue));
        VirtualThreads.EXECUTOR.execute(() -> drainStderr(process.getErrorStream()));
    }

    /** The processes this run started, for tests that check none is left behind. */
    java.util.List<ProcessHandle> descendants() {
        return process.descendants().toList();
    }

    @Override
    public String readLine() throws IOException {
        return stdout.readLine();
    }

    @Override
    public String readAll() throws IOException {
        StringBuilder all = new StringBuilder();
        char[] buffer = new char[8192];
        for (int n = stdout.read(buffer); n >= 0; n = stdout.read(buffer)) {
            all.append(buffer, 0, n);
        }
        return all.toString();
    }

    @Override
    public void write(String text) throws IOException {
        synchronized (stdin) {
            stdin.write(text.getBytes(StandardCharsets.UTF_8));
            stdin.flush();
        }
    }

    @Override
    public CompletableFuture<Integer> exit() {
        return exit;
    }

    @Override
    protected void closeStdin() {
        try {
            stdin.close();
        } catch (IOException e) {
            // The child has gone and its pipe with it: its stdin is as closed as it gets.
        }
    }

    @Override
    protected void kill() {
        // Process.destroyForcibly sends SIGKILL to this pid alone, never to a process group.
        process.destroyForcibly();
    }
}
