package ovvi.model.write;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Pane;
import ovvi.model.snapshot.SnapshotDecoder;

/**
 * What runs in panes besides their shells, for a close that asks first: pane.process_info, at
 * most 8 at a time. A shell in its first seconds runs short-lived startup programs (ls, sort),
 * so a new pane is asked again every 200 ms, up to 0.8 s, until only its shell runs.
 */
final class ProcessCheck {

    static final int AT_ONCE = 8;
    static final Duration NEW_SHELL = Duration.ofSeconds(3);
    static final Duration AGAIN = Duration.ofMillis(200);
    static final Duration AT_MOST = Duration.ofMillis(800);

    private ProcessCheck() {
    }

    /** The programs that run besides the panes' shells, by name; empty when only shells run. */
    static List<String> programs(WriteContext context, Collection<Pane> panes) throws HerdrException, InterruptedException {
        Semaphore slots = new Semaphore(AT_ONCE);
        List<Future<List<String>>> answers = new ArrayList<>();
        try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Pane> list = List.copyOf(panes);
            List<String> ids = list.stream().map(context.store()::herdrId).toList();
            for (int i = 0; i < list.size(); i++) {
                Pane pane = list.get(i);
                String id = ids.get(i);
                answers.add(threads.submit(() -> {
                    slots.acquire();
                    try {
                        return programsOf(context, pane, id);
                    } finally {
                        slots.release();
                    }
                }));
            }
            Set<String> programs = new LinkedHashSet<>();
            for (Future<List<String>> answer : answers) {
                programs.addAll(answer.get());
            }
            return List.copyOf(programs);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof HerdrException herdr) {
                throw herdr;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private static List<String> programsOf(WriteContext context, Pane pane, String id) throws HerdrException, InterruptedException {
        long asked = System.nanoTime();
        boolean newShell = asked - pane.seenAtNanos() < NEW_SHELL.toNanos();
        while (true) {
            List<String> programs = programs(context.call("pane.process_info", Params.of("pane_id", id)));
            context.answers().remember(id, programs.isEmpty());
            if (programs.isEmpty() || !newShell || System.nanoTime() - asked >= AT_MOST.toNanos()) {
                return programs;
            }
            // herdr has no event for "the shell's startup programs ended": asked again at the seed's pace.
            Thread.sleep(AGAIN);
        }
    }

    /** The foreground group's processes other than the shell; no list means herdr could not tell: nothing. */
    static List<String> programs(JsonObject reply) {
        JsonObject info = Replies.part(reply, "process_info");
        String shell = SnapshotDecoder.string(info, "shell_pid");
        List<String> programs = new ArrayList<>();
        if (info.get("foreground_processes") != null && info.get("foreground_processes").isJsonArray()) {
            for (var element : info.getAsJsonArray("foreground_processes")) {
                if (element.isJsonObject()) {
                    JsonObject process = element.getAsJsonObject();
                    String pid = SnapshotDecoder.string(process, "pid");
                    if (shell == null || !shell.equals(pid)) {
                        String name = SnapshotDecoder.string(process, "name");
                        programs.add(name == null ? "a program" : name);
                    }
                }
            }
        }
        return programs;
    }
}
