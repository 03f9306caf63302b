package ovvi.sim.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs git with an argv (never a shell string) and reads its worktree list. */
final class Git {

    /** One entry of {@code git worktree list --porcelain}. */
    record Worktree(String path, String branch, boolean bare, boolean detached, boolean prunable) {
    }

    /** Where a checkout belongs: its repository's common dir and main checkout. */
    record Repo(String commonDir, String root, String checkout) {
        String name() {
            return Path.of(root).getFileName().toString();
        }
    }

    private Git() {
    }

    /** @return stdout, or null when git failed */
    static String run(String dir, String... args) {
        List<String> argv = new ArrayList<>(List.of("git", "-C", dir));
        argv.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(argv).redirectErrorStream(false).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            p.getErrorStream().readAllBytes();
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
                return null;
            }
            return out;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    static String lastError(String dir, String... args) {
        List<String> argv = new ArrayList<>(List.of("git", "-C", dir));
        argv.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            return p.waitFor() == 0 ? null : out;
        } catch (IOException e) {
            return e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    static Repo repo(String dir) {
        String out = run(dir, "rev-parse", "--path-format=absolute", "--git-common-dir", "--show-toplevel");
        if (out == null) {
            return null;
        }
        String[] lines = out.strip().split("\n");
        if (lines.length < 2) {
            return null;
        }
        Path common;
        try {
            common = Path.of(lines[0]).toRealPath();
        } catch (IOException e) {
            common = Path.of(lines[0]);
        }
        String root = common.getFileName().toString().equals(".git") ? common.getParent().toString() : lines[1];
        return new Repo(common.toString(), root, lines[1]);
    }

    static List<Worktree> worktrees(String dir) {
        String out = run(dir, "worktree", "list", "--porcelain");
        List<Worktree> list = new ArrayList<>();
        if (out == null) {
            return null;
        }
        String path = null;
        String branch = null;
        boolean bare = false, detached = false, prunable = false;
        for (String line : (out + "\n").split("\n", -1)) {
            if (line.isEmpty()) {
                if (path != null) {
                    list.add(new Worktree(path, branch, bare, detached, prunable));
                }
                path = branch = null;
                bare = detached = prunable = false;
            } else if (line.startsWith("worktree ")) {
                path = line.substring(9);
            } else if (line.startsWith("branch ")) {
                branch = line.substring(7).replaceFirst("^refs/heads/", "");
            } else if (line.equals("bare")) {
                bare = true;
            } else if (line.equals("detached")) {
                detached = true;
            } else if (line.startsWith("prunable")) {
                prunable = true;
            }
        }
        return list;
    }
}
