package ovvi.terminal;

import java.lang.reflect.Field;

/**
 * TM Terminal 5.6.0's private fields that Ovvi reaches because its API offers no other way to
 * what they hold. A TM Terminal without one fails here, naming the field, rather than later.
 */
final class TmFields {

	private TmFields() {
	}

	static Field of(Class<?> declaring, String name) {
		try {
			Field field = declaring.getDeclaredField(name);
			field.setAccessible(true);
			return field;
		} catch (ReflectiveOperationException | RuntimeException notThere) {
			throw new IllegalStateException("TM Terminal's " + declaring.getSimpleName() + " has no field " + name + " as 5.6.0 has", notThere);
		}
	}

	static <T> T value(Object instance, Class<?> declaring, String name, Class<T> type) {
		try {
			return type.cast(of(declaring, name).get(instance));
		} catch (ReflectiveOperationException | ClassCastException notRead) {
			throw new IllegalStateException(
					"TM Terminal's " + declaring.getSimpleName() + "." + name + " holds no " + type.getSimpleName() + " as 5.6.0's does", notRead);
		}
	}
}
