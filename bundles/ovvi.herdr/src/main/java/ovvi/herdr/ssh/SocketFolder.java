package ovvi.herdr.ssh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import ovvi.herdr.exec.AtomicFiles;

/**
 * The folder of Ovvi's own on this computer for OpenSSH's control sockets and forwarded sockets:
 * 0700 and the user's, so no one else can reach a host through them.
 */
final class SocketFolder {

	/** sun_path holds 108 bytes with its NUL; the names Ovvi puts in the folder take up to this many. */
	static final int LONGEST_NAME = 40;
	private static final int SUN_PATH = 107;

	private SocketFolder() {
	}

	/**
	 * The first of $XDG_RUNTIME_DIR/ovvi, ~/.cache/ovvi and /tmp/ovvi-‹user› whose socket paths fit
	 * sun_path, created 0700 if missing.
	 *
	 * @throws SshException none fits, or the folder is not the user's alone
	 */
	static Path of(SshSettings settings, Map<String, String> environment) throws SshException {
		List<Path> candidates = new ArrayList<>();
		String runtime = environment.get("XDG_RUNTIME_DIR");
		if (runtime != null && runtime.startsWith("/")) {
			candidates.add(Path.of(runtime, "ovvi"));
		}
		candidates.add(settings.home().resolve(".cache/ovvi"));
		candidates.add(Path.of("/tmp", "ovvi-" + System.getProperty("user.name")));
		for (Path folder : candidates) {
			if (folder.toString().length() + 1 + LONGEST_NAME <= SUN_PATH) {
				return privateFolder(folder);
			}
		}
		throw new SshException(SshException.Reason.CONFIG, "no folder for OpenSSH's sockets has a path short enough for a unix socket: "
				+ candidates, null, null);
	}

	private static Path privateFolder(Path folder) throws SshException {
		try {
			AtomicFiles.createPrivateFolders(folder);
			boolean mine = Files.getOwner(folder, LinkOption.NOFOLLOW_LINKS).getName().equals(System.getProperty("user.name"));
			boolean closed = Files.getPosixFilePermissions(folder, LinkOption.NOFOLLOW_LINKS)
					.equals(PosixFilePermissions.fromString("rwx------"));
			if (!mine || !closed || Files.isSymbolicLink(folder)) {
				throw new SshException(SshException.Reason.CONFIG, folder + " holds Ovvi's SSH sockets, so it must be a folder of yours that only"
						+ " you can open (mode 0700); it is not, so OpenSSH's client is not used", null, null);
			}
			return folder;
		} catch (IOException e) {
			throw new SshException(SshException.Reason.CONFIG, "the folder for OpenSSH's sockets " + folder + " could not be made: "
					+ e.getMessage(), null, e);
		}
	}
}
