package ovvi.ui.tab;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Whether this computer or Ovvi's JVM is short of memory, for the spare pool. The computer is
 * short when less than a tenth of its memory is available ({@code MemAvailable} against
 * {@code MemTotal} in {@code /proc/meminfo}: what the kernel can give without swapping). The JVM
 * is short when its heap still holds more than 85 % of its maximum just after the last garbage
 * collection: what was left is live, and the next allocations would only collect more often. A
 * computer without {@code /proc/meminfo} is judged by the heap alone. Each look reads both anew,
 * from the readings it was made with: this computer's, or a test's.
 */
public final class MemoryPressure implements BooleanSupplier {

	/** Below this share of MemTotal available, the computer is short of memory. */
	static final double AVAILABLE_AT_LEAST = 0.10;
	/** Above this share of the heap's maximum in use after a collection, the JVM is short of memory. */
	static final double HEAP_AFTER_COLLECTION_AT_MOST = 0.85;

	private static final Path MEMINFO = Path.of("/proc/meminfo");

	/** The heap's bytes in use after the last collection, and its maximum (-1 when it has none). */
	public record Heap(long usedAfterCollection, long max) {
	}

	private final Supplier<String> meminfo;
	private final Supplier<Heap> heap;

	/** Reads this computer's {@code /proc/meminfo} and this JVM's heap. */
	public MemoryPressure() {
		this(MemoryPressure::thisComputersMeminfo, MemoryPressure::thisJvmsHeap);
	}

	/** @param meminfo the text of {@code /proc/meminfo} as it is now ("" without one) */
	public MemoryPressure(Supplier<String> meminfo, Supplier<Heap> heap) {
		this.meminfo = meminfo;
		this.heap = heap;
	}

	@Override
	public boolean getAsBoolean() {
		Heap now = heap.get();
		return computerShort(meminfo.get()) || heapShort(now.usedAfterCollection(), now.max());
	}

	/** Whether {@code /proc/meminfo}'s text says less than a tenth of the memory is available. */
	public static boolean computerShort(String meminfo) {
		long total = kibibytes(meminfo, "MemTotal:");
		long available = kibibytes(meminfo, "MemAvailable:");
		return total > 0 && available >= 0 && available < total * AVAILABLE_AT_LEAST;
	}

	/** Whether the heap in use after the last collection is past its share of the maximum (unknown: not short). */
	public static boolean heapShort(long usedAfterCollection, long max) {
		return max > 0 && usedAfterCollection > max * HEAP_AFTER_COLLECTION_AT_MOST;
	}

	/** A field of /proc/meminfo in KiB, or -1 when it is not there. */
	private static long kibibytes(String meminfo, String field) {
		for (String line : meminfo.lines().toList()) {
			if (line.startsWith(field)) {
				String[] parts = line.substring(field.length()).trim().split("\\s+");
				try {
					return Long.parseLong(parts[0]);
				} catch (NumberFormatException unreadable) {
					return -1;
				}
			}
		}
		return -1;
	}

	private static String thisComputersMeminfo() {
		try {
			return Files.readString(MEMINFO);
		} catch (IOException notLinux) {
			return "";
		}
	}

	/** The heap's pools as the last collection of each left them (a young collection empties eden). */
	private static Heap thisJvmsHeap() {
		long used = 0;
		for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
			MemoryUsage afterCollection = pool.getType() == MemoryType.HEAP ? pool.getCollectionUsage() : null;
			if (afterCollection != null) {
				used += afterCollection.getUsed();
			}
		}
		return new Heap(used, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getMax());
	}
}
