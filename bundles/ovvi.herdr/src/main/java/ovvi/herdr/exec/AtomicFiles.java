package ovvi.herdr.exec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Files Ovvi writes on this computer: a temporary file in the same folder, then a rename, so a
 * reader never sees half a file. New folders are 0700 and files 0600: they are the user's alone.
 */
public final class AtomicFiles {

	private AtomicFiles() {
	}

	public static void write(Path target, String content) throws IOException {
		Path folder = target.toAbsolutePath().getParent();
		createPrivateFolders(folder);
		Path temporary = Files.createTempFile(folder, "." + target.getFileName(), ".tmp",
				PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
		try {
			Files.writeString(temporary, content, StandardCharsets.UTF_8);
			Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
		} finally {
			Files.deleteIfExists(temporary);
		}
	}

	/** Creates the missing folders of a path, each 0700; folders that exist keep their mode. */
	public static void createPrivateFolders(Path folder) throws IOException {
		if (Files.isDirectory(folder)) {
			return;
		}
		createPrivateFolders(folder.getParent());
		try {
			Files.createDirectory(folder, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
		} catch (FileAlreadyExistsException e) {
			if (!Files.isDirectory(folder)) {
				throw e;
			}
		}
	}
}
