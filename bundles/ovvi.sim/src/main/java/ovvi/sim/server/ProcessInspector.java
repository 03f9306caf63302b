package ovvi.sim.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads the PTY's foreground process group from /proc, as herdr does on Linux. */
public final class ProcessInspector {

	/** One process of the foreground group. */
	public record Proc(long pid, String name, List<String> argv, String cwd) {
	}

	private ProcessInspector() {
	}

	/** The terminal's foreground process group id (tpgid of the shell's controlling tty), or -1. */
	public static long foregroundGroup(long shellPid) {
		String[] f = statFields(shellPid);
		return f == null ? -1 : Long.parseLong(f[field(8)]);
	}

	public static List<Proc> groupMembers(long pgid) {
		List<Proc> out = new ArrayList<>();
		if (pgid <= 0) {
			return out;
		}
		try (DirectoryStream<Path> dirs = Files.newDirectoryStream(Path.of("/proc"), p -> p.getFileName().toString().chars().allMatch(Character::isDigit))) {
			for (Path dir : dirs) {
				long pid = Long.parseLong(dir.getFileName().toString());
				String[] f = statFields(pid);
				if (f != null && Long.parseLong(f[field(5)]) == pgid) {
					out.add(new Proc(pid, comm(pid), argv(pid), cwd(pid)));
				}
			}
		} catch (IOException e) {
			return out;
		}
		out.sort((a, b) -> Long.compare(a.pid, b.pid));
		return out;
	}

	public static boolean alive(long pid) {
		return pid > 0 && Files.exists(Path.of("/proc", Long.toString(pid)));
	}

	public static String cwd(long pid) {
		try {
			return Files.readSymbolicLink(Path.of("/proc", Long.toString(pid), "cwd")).toString();
		} catch (IOException | UnsupportedOperationException e) {
			return null;
		}
	}

	public static String comm(long pid) {
		try {
			return Files.readString(Path.of("/proc", Long.toString(pid), "comm")).strip();
		} catch (IOException e) {
			return null;
		}
	}

	public static List<String> argv(long pid) {
		try {
			byte[] raw = Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline"));
			List<String> out = new ArrayList<>();
			int start = 0;
			for (int i = 0; i < raw.length; i++) {
				if (raw[i] == 0) {
					out.add(new String(raw, start, i - start, StandardCharsets.UTF_8));
					start = i + 1;
				}
			}
			if (start < raw.length) {
				out.add(new String(raw, start, raw.length - start, StandardCharsets.UTF_8));
			}
			return out;
		} catch (IOException e) {
			return List.of();
		}
	}

	/** Index of stat field n (1-based, as in proc(5)) in what {@link #statFields} returns. */
	private static int field(int n) {
		return n - 3;
	}

	/** Fields of /proc/pid/stat after the "(comm)" field: index 0 is the state (field 3). */
	private static String[] statFields(long pid) {
		try {
			String s = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
			int close = s.lastIndexOf(')');
			return s.substring(close + 2).split(" ");
		} catch (IOException | RuntimeException e) {
			return null;
		}
	}
}
